/**
 * The API's published call limit (docs/product.md#api): the server enforces it and the site
 * states it, both from `API_RATE_LIMIT_PER_MINUTE` with this default, so the two cannot differ.
 *
 * @example apiRateLimitPerMinute(process.env.API_RATE_LIMIT_PER_MINUTE) // 2000
 */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 2000;

/** The configured figure: a positive whole number, or the default when unset or blank. */
export function apiRateLimitPerMinute(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_API_RATE_LIMIT_PER_MINUTE;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new Error(`API_RATE_LIMIT_PER_MINUTE: "${value}" is not a positive whole number`);
  }
  return limit;
}
