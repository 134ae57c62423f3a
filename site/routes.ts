/**
 * Every route of the site, once: the sitemap, the build's link check, the benchmarks and the
 * end-to-end route and SEO tests read this list, and a unit test keeps it equal to the page
 * files under site/pages/. The route table of docs/product.md#routes is the `listed` entries.
 *
 * A localized route answers in every language (docs/product.md#languages): English at the
 * path, the others under their prefix (`/de/privacy`), all from one page file under
 * site/pages/[...lang]/. The paths here are the English ones; `localizedPath` gives another
 * language's.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@alpora/shared/locales';

interface Route {
  /** English URL path; a dynamic route keeps its parameter, e.g. "/blog/[...slug]". */
  path: string;
  /** The page file under site/pages/ that renders it. */
  file: string;
  /** Answers in every language under its prefix; /admin is English only. */
  localized: boolean;
  /** One of the routes the product promises (docs/product.md#routes). */
  listed: boolean;
  /** Offered to search engines: in the sitemap, no noindex. */
  indexed: boolean;
  /** Shows a client's data only after sign-in (docs/product.md#accounts). */
  signedIn: boolean;
}

type Kind = 'public' | 'signed-in' | 'private' | 'unlisted' | 'hidden';

/**
 * public: listed and indexed; signed-in: listed, not indexed; private: a signed-in page outside
 * the product's route table; unlisted: indexed only; hidden: neither.
 */
function route(path: string, file: string, kind: Kind = 'public', localized = true): Route {
  return {
    path,
    file: localized ? `[...lang]/${file}` : file,
    localized,
    listed: kind === 'public' || kind === 'signed-in',
    indexed: kind === 'public' || kind === 'unlisted',
    signedIn: kind === 'signed-in' || kind === 'private',
  };
}

export const ROUTES: readonly Route[] = [
  route('/', 'index.astro'),
  route('/one-pager', 'one-pager.astro'),
  route('/login', 'login.astro'),
  // The second step of a sign-in (docs/decisions.md §99): only reached from the login form.
  route('/login/verify', 'login/verify.astro', 'hidden'),
  route('/register', 'register.astro'),
  route('/dashboard', 'dashboard.astro', 'signed-in'),
  route('/account', 'account.astro', 'private'),
  // The team's back office (docs/back-office.md): staff only, never offered to search engines.
  // English only, like the team that uses it.
  route('/admin', 'admin.astro', 'private', false),
  route('/forgot-password', 'forgot-password.astro', 'hidden'),
  // Our account mails link to these; each is about one visitor's link (docs/decisions.md §91).
  route('/verify-email', 'verify-email.astro', 'hidden'),
  route('/reset-password', 'reset-password.astro', 'hidden'),
  // A viewer's invitation and an operator's set-up link open these (docs/back-office.md#roles).
  route('/invitation', 'invitation.astro', 'hidden'),
  route('/set-up-account', 'set-up-account.astro', 'hidden'),
  route('/security', 'security.astro'),
  route('/samples', 'samples.astro'),
  route('/roi', 'roi.astro'),
  route('/partners', 'partners.astro'),
  route('/roadmap', 'roadmap.astro'),
  route('/changelog', 'changelog/index.astro'),
  route('/status', 'status.astro'),
  route('/use-cases', 'use-cases.astro'),
  route('/investors', 'investors.astro'),
  route('/press', 'press.astro'),
  route('/compare', 'compare.astro'),
  route('/privacy', 'privacy.astro'),
  route('/terms', 'terms.astro'),
  route('/compliance', 'compliance.astro'),
  route('/gdpr', 'gdpr.astro'),
  route('/legal-notice', 'legal-notice.astro'),
  // The privacy rights form and the record of processing (docs/privacy.md), linked from every
  // footer and from the privacy policy.
  route('/privacy/request', 'privacy/request.astro', 'unlisted'),
  route('/privacy/record', 'privacy/record.astro', 'unlisted'),
  // The link a privacy request's mail carries (docs/privacy.md#requests).
  route('/privacy/request/confirm', 'privacy/request/confirm.astro', 'hidden'),
  route('/contact', 'contact.astro'),
  route('/about', 'about.astro'),
  route('/features', 'features.astro'),
  route('/api', 'api.astro'),
  route('/blog', 'blog/index.astro'),
  route('/careers', 'careers.astro'),
  route('/blog/[...slug]', 'blog/[...slug].astro', 'unlisted'),
  route('/changelog/[...slug]', 'changelog/[...slug].astro', 'unlisted'),
  // The server answers /overview with a redirect to /dashboard; the page is the fallback
  // where the site is served as static files only.
  route('/overview', 'overview.astro', 'hidden'),
  route('/404', '404.astro', 'hidden'),
  // Our emails link to these; each is about one visitor's link (docs/decisions.md §77).
  route('/email/confirm', 'email/confirm.astro', 'hidden'),
  route('/email/unsubscribe', 'email/unsubscribe.astro', 'hidden'),
  route('/email/confirmed/updates', 'email/confirmed/updates.astro', 'hidden'),
  route('/email/confirmed/status', 'email/confirmed/status.astro', 'hidden'),
  route('/email/unsubscribed/updates', 'email/unsubscribed/updates.astro', 'hidden'),
  route('/email/unsubscribed/status', 'email/unsubscribed/status.astro', 'hidden'),
  route('/email/link-invalid', 'email/link-invalid.astro', 'hidden'),
  // The manage link of a demo booking's mails (docs/back-office.md#demo-booking).
  route('/demo/manage', 'demo/manage.astro', 'hidden'),
  // The last step of a single sign-on (docs/decisions.md §108); only a sign-in reaches it.
  route('/login/sso-complete', 'login/sso-complete.astro', 'hidden'),
];

/** The routes of docs/product.md#routes, in its order. */
export const LISTED_PATHS: readonly string[] = ROUTES.filter((r) => r.listed).map((r) => r.path);

/** Paths a fixed page answers (no parameters), each to be found in the build. */
export const STATIC_PATHS: readonly string[] = ROUTES.filter((r) => !r.path.includes('[')).map((r) => r.path);

/** The fixed paths of one language: every localized one under its prefix, all of them in English. */
export function staticPathsIn(locale: Locale): string[] {
  return ROUTES.filter((r) => !r.path.includes('[') && (r.localized || locale === DEFAULT_LOCALE)).map((r) =>
    localizedPath(r.path, locale),
  );
}

/**
 * Indexed fixed paths: every page's header or footer links each of them, and the build fails
 * naming one that is not (site/integrations/linked-routes.ts). Posts are linked from their index.
 */
export const LINKED_PATHS: readonly string[] = ROUTES.filter((r) => r.indexed && !r.path.includes('[')).map(
  (r) => r.path,
);

const UNINDEXED = new Set(ROUTES.filter((r) => !r.indexed).map((r) => r.path));

/** Whether the sitemap offers this URL path, in any language; posts are indexed like their list. */
export function inSitemap(pathname: string): boolean {
  return !UNINDEXED.has(unlocalizedPath(pathname.replace(/\/+$/, '') || '/'));
}

/** The language of a URL path: its prefix, English without one (an unknown prefix too). */
export function pathLocale(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The English path of a URL path: `/de/privacy` is `/privacy`, `/de` is `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = pathLocale(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * An English path in a language: `/privacy` is `/de/privacy`, `/` is `/de`, `/#pricing` is
 * `/de#pricing` (the site's URLs never end in a slash). English keeps the path.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/')) throw new Error(`"${path}" is not a root-relative path.`);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

const LOCALIZED = ROUTES.filter((r) => r.localized);

/** Whether an English path (query and fragment aside) is a page that answers in every language. */
export function isLocalizedRoute(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';
  return LOCALIZED.some((r) => {
    const dynamic = r.path.indexOf('/[');
    return dynamic === -1 ? r.path === pathname : pathname.startsWith(`${r.path.slice(0, dynamic)}/`);
  });
}
