/**
 * The inbox's filters as the URL fragment keeps them (/admin#leads?campaign=spring&status=new),
 * so a reload, a bookmark or a link to a colleague opens the same list; the same text is the
 * query of the API's list and export (docs/back-office.md#leads-inbox).
 *
 * @example const filters = filtersFromFragment(window.location.hash); fetch(`/api/admin/leads?${filterQuery(filters)}`);
 */

export const FILTER_NAMES = [
  'q',
  'kind',
  'status',
  'source',
  'medium',
  'campaign',
  'locale',
  'confirmed',
  'from',
  'to',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type LeadFilters = Partial<Record<FilterName, string>>;

/** The filters after the `?` of a fragment; unknown names and empty values are left out. */
export function filtersFromFragment(hash: string): LeadFilters {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = fragment.indexOf('?');
  if (at < 0) return {};
  const params = new URLSearchParams(fragment.slice(at + 1));
  const filters: LeadFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The filters as a query string, in a fixed order, without the empty ones. */
export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** The fragment that opens the inbox with these filters. */
export function fragmentFor(filters: LeadFilters): string {
  const query = filterQuery(filters);
  return query ? `#leads?${query}` : '#leads';
}
