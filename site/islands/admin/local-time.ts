/**
 * A moment as the reader's clock shows it, for the back office's lists of people and actions.
 *
 * @example when('2026-11-20T09:30:00Z') // "20 Nov 2026, 10:30" in Zurich
 */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
