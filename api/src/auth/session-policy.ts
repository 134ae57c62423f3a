/**
 * How long a login session lives (OWASP ASVS 5.0 V7.3; docs/product.md#accounts: sessions expire and are
 * renewed while in use). A trading dashboard holds financial data, so an idle session ends
 * after two hours and any session after twelve (one working day), whatever its use.
 */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A used session is extended at most once a minute, to spare a write on every request. */
const SESSION_RENEW_AFTER_MS = 60 * 1000;

/** The expiry a session used at `now` should have: idle window, capped by the absolute one. */
export function slidingExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS));
}

export function shouldRenew(expiresAt: Date, createdAt: Date, now: Date): boolean {
  return slidingExpiry(createdAt, now).getTime() - expiresAt.getTime() >= SESSION_RENEW_AFTER_MS;
}
