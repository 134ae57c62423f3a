/** Every route of the route table (docs/product.md#routes), for the benchmarks. */
export const SITE_ROUTES = [
  '/',
  '/one-pager',
  '/login',
  '/register',
  '/dashboard',
  '/security',
  '/samples',
  '/roi',
  '/partners',
  '/roadmap',
  '/changelog',
  '/status',
  '/use-cases',
  '/investors',
  '/press',
  '/compare',
  '/privacy',
  '/terms',
  '/compliance',
  '/gdpr',
  '/contact',
  '/about',
  '/features',
  '/api',
  '/blog',
  '/careers',
] as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
