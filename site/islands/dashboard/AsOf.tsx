/**
 * The time a figure on the dashboard is "as of" (docs/product.md#dashboard): prices by the
 * feed's tick, what was read from the account by when it arrived; shown in UTC like every
 * time on the dashboard.
 */

/** HH:MM:SS in UTC. */
export function utcTime(time: string | Date): string {
  return (typeof time === 'string' ? time : time.toISOString()).slice(11, 19);
}

export function AsOf({ text }: { text: string }) {
  return (
    <p className="mt-3 text-xs text-muted" data-testid="as-of">
      {text}
    </p>
  );
}
