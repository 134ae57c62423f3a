/**
 * What the audit log keeps of a staff search (docs/decisions.md §227): that the list was
 * searched by text, never the words. The ids the list showed already tell whose data a staff
 * member saw; the words typed (part of a name, of an address) would be personal data of anyone,
 * in a form no erasure can recognise.
 *
 * @example recordAudit(db, actor, { action: 'users.list', subjectType: 'user', detail: { ...withoutSearchText(filters), shown } }, now)
 */

/** The filters as the audit log keeps them: `q` replaced by `searchedByText: true`. */
export function withoutSearchText<T extends { q?: unknown }>(filters: T): Omit<T, 'q'> & { searchedByText?: true } {
  const { q, ...rest } = filters;
  return q === undefined || q === null || q === '' ? rest : { ...rest, searchedByText: true };
}
