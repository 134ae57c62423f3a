/**
 * How a privacy request's outcome reads (docs/privacy.md#requests): the kinds of data found or
 * erased, by the data map's names and in its order, with only the kinds that had records; and
 * the name of a downloaded answer. Shared by the confirm page and the back office.
 *
 * @example foundLines({ 'lead-contact': 2, accounts: 0 }, { accounts: 'Accounts', 'lead-contact': 'Contact enquiries' })
 *          // [{ id: 'lead-contact', name: 'Contact enquiries', records: 2 }]
 */

export interface FoundLine {
  /** The data map's id of the kind. */
  id: string;
  name: string;
  records: number;
}

/**
 * The kinds with at least one record, in the order of `names` (the data map's order); a kind
 * the names do not know comes last under its id, so nothing found is ever left out.
 */
export function foundLines(found: Record<string, number>, names: Record<string, string>): FoundLine[] {
  const order = Object.keys(names);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.entries(found)
    .filter(([, records]) => records > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([id, records]) => ({ id, name: names[id] ?? id, records }));
}

/** The file name the server gave a download (Content-Disposition), or the fallback. */
export function downloadName(disposition: string | null, fallback: string): string {
  const name = /filename="([^"/\\]+)"/.exec(disposition ?? '')?.[1];
  return name ?? fallback;
}
