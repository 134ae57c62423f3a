/**
 * Figures the content states but configuration decides, filled in at build time
 * (docs/decisions.md §57): the build puts in the figure the server enforces, read from the same
 * variable with the same shared default. In frontmatter and page-data YAML editors write
 * `%API_RATE_LIMIT_PER_MINUTE%`; an unknown `%NAME%` fails the build, so a typo never reaches a
 * page. MDX prose uses the component of the same figure (`<ApiRateLimit />`,
 * site/components/pages/content-components.ts).
 *
 * @example fillPlaceholders('%API_RATE_LIMIT_PER_MINUTE% calls') // '2,000 calls'
 */
import { apiRateLimitPerMinute } from '@alpora/shared/api-limits';

/** Prose groups thousands the English way ("2,000"), as the rest of the content does. */
const prose = new Intl.NumberFormat('en');

export function placeholderValues(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { API_RATE_LIMIT_PER_MINUTE: prose.format(apiRateLimitPerMinute(env.API_RATE_LIMIT_PER_MINUTE)) };
}

const TOKEN = /%([A-Z][A-Z0-9_]*)%/g;

export function fillPlaceholders(text: string, values: Record<string, string> = placeholderValues()): string {
  return text.replace(TOKEN, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder %${name}% in the content.`);
    return value;
  });
}

/** Every string inside `data` (objects and arrays of page data) filled. */
export function fillPlaceholdersDeep<T>(data: T, values: Record<string, string> = placeholderValues()): T {
  if (typeof data === 'string') return fillPlaceholders(data, values) as T;
  if (Array.isArray(data)) return data.map((item) => fillPlaceholdersDeep(item, values)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillPlaceholdersDeep(value, values)]),
    ) as T;
  }
  return data;
}
