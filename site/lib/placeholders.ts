/**
 * Figures the content states but another source decides, filled in at build time:
 * - configuration (docs/decisions.md §57): the build puts in the figure the server enforces,
 *   read from the same variable with the same shared default: `%API_RATE_LIMIT_PER_MINUTE%`;
 * - the claims register (content/claims.yaml, docs/claims.md): `%claim:sla-availability%`;
 * - the design-partner cohort the seat counter counts (packages/shared/src/design-partner-cohort.ts):
 *   `%DESIGN_PARTNER_COHORT%` (its quarter), `%DESIGN_PARTNER_SEATS%`, `%DESIGN_PARTNER_START%`.
 * Editors write these in frontmatter and page-data YAML; an unknown name fails the build, so a
 * typo never reaches a page. MDX prose uses components (`<ApiRateLimit />`, `<Claim id="…" />`,
 * site/components/pages/content-components.ts).
 *
 * @example fillPlaceholders('%API_RATE_LIMIT_PER_MINUTE% calls') // '2,000 calls'
 */
import { apiRateLimitPerMinute } from '@alpora/shared/api-limits';
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import { formatLongDate } from '@alpora/shared/format';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@alpora/shared/locales';
import { CLAIMS } from './claims.ts';

/**
 * Prose groups thousands the English way ("2,000"), as the rest of the English content does;
 * another language the Swiss way of that language ("2’000").
 */
function proseNumber(locale: Locale): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === DEFAULT_LOCALE ? 'en' : INTL_LOCALES[locale]);
}

/** The register's value of every claim by id, as `%claim:<id>%` fills it in English. */
export function registerClaimValues(): Record<string, string> {
  return Object.fromEntries(CLAIMS.claims.map((claim) => [claim.id, claim.value]));
}

/**
 * The values of every placeholder; `claimValues` are a language's claim values
 * (site/lib/claim-words.ts), the register's by default.
 */
export function placeholderValues(
  env: Record<string, string | undefined> = process.env,
  claimValues: Record<string, string> = registerClaimValues(),
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string> {
  const claims = Object.fromEntries(Object.entries(claimValues).map(([id, value]) => [`claim:${id}`, value]));
  return {
    ...claims,
    API_RATE_LIMIT_PER_MINUTE: proseNumber(locale).format(apiRateLimitPerMinute(env.API_RATE_LIMIT_PER_MINUTE)),
    DESIGN_PARTNER_COHORT: DESIGN_PARTNER_COHORT.name,
    DESIGN_PARTNER_SEATS: String(DESIGN_PARTNER_COHORT.seats),
    // The page's way of writing a day: "11 January 2027", "11. Januar 2027", "11 janvier 2027".
    DESIGN_PARTNER_START: formatLongDate(DESIGN_PARTNER_COHORT.starts, INTL_LOCALES[locale]),
  };
}

const TOKEN = /%([A-Z][A-Z0-9_]*|claim:[a-z][a-z0-9-]*)%/g;

export function fillPlaceholders(text: string, values: Record<string, string> = placeholderValues()): string {
  return text.replace(TOKEN, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(
        name.startsWith('claim:')
          ? `Unknown claim %${name}% in the content: content/claims.yaml has no such id.`
          : `Unknown placeholder %${name}% in the content.`,
      );
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
