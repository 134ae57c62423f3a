/**
 * The wait of a refused request in words, for every "try again" message: seconds up to 90,
 * whole minutes (rounded up, so nobody retries too early) above. The `Retry-After` header
 * stays in seconds; this is only its reading for people.
 *
 * @example retryAfterText(3402) // '57 minutes'
 */
const SECONDS_LIMIT = 90;

export function retryAfterText(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait <= SECONDS_LIMIT) return wait === 1 ? '1 second' : `${wait} seconds`;
  const minutes = Math.ceil(wait / 60);
  return `${minutes} minutes`;
}

/** The sentence that ends a refusal: "Please try again in 57 minutes." */
export function tryAgainIn(seconds: number): string {
  return `Please try again in ${retryAfterText(seconds)}.`;
}
