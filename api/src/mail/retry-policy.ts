/**
 * When a failed delivery is tried again (docs/decisions.md §68): a 5xx answer is the server's
 * final word, so the mail fails at once; anything else (no connection, a timeout, a 4xx) is
 * retried after MAIL_RETRY_BASE_MS, doubling each time up to 10 minutes, until the mail is
 * 3 days old: then it fails for good.
 *
 * @example const retryAt = nextAttemptAt({ responseCode: 421, attempts: 0, createdAt, now, baseMs: 30_000 });
 */
export const MAX_RETRY_DELAY_MS = 10 * 60_000;
export const GIVE_UP_AFTER_MS = 3 * 86_400_000;

export interface FailedAttempt {
  /** The server's reply code, when it answered. */
  responseCode: number | undefined;
  /** Attempts before this one. */
  attempts: number;
  createdAt: Date;
  now: Date;
  baseMs: number;
}

/** When to try again, or null when the mail has failed for good. */
export function nextAttemptAt(failure: FailedAttempt): Date | null {
  const { responseCode, attempts, createdAt, now, baseMs } = failure;
  if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) return null;
  const delay = Math.min(baseMs * 2 ** Math.min(attempts, 30), MAX_RETRY_DELAY_MS);
  const retryAt = new Date(now.getTime() + delay);
  return retryAt.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : retryAt;
}
