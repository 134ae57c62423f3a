/**
 * The JavaScript budget of the built site.
 *
 * Content pages (every page not listed below): no framework runtime before interaction and
 * at most 6 KB of gzipped JavaScript; over the network, as the production server answers, at
 * most 6 KB of JavaScript response headers included, at most 8 requests before interaction and
 * at most 50 KB of fonts (docs/benchmarks.md, docs/decisions.md §343). The home page: at most 70 KB at load,
 * and its carousel, which hydrates when scrolled into view, within a total of 90 KB.
 * The sign-in pages (/login, /register, /forgot-password): no React, at most 60 KB, gzipped and
 * as sent with headers; the dashboard at most 120 KB as sent.
 * Other interactive pages carry a ratchet: their measured size plus a little headroom, so a
 * change that grows them has to raise the number here, on purpose.
 */
import { unlocalizedPath } from '#site/routes.ts';

const KB = 1024;

export const CONTENT_PAGE_MAX_GZIP_BYTES = 6 * KB;

/** What a content page may cost over the network before the visitor interacts. */
export const CONTENT_PAGE_TRANSFER = {
  /** Scripts as sent: compressed bodies and every response header. */
  scriptBytes: 6 * KB,
  /** The document, scripts, fonts, icon, images and API reads. */
  requests: 8,
  /** Font files as sent, headers included. */
  fontBytes: 50 * KB,
} as const;

export interface PageBudget {
  /** Gzipped JavaScript loaded with the page. */
  atLoad: number;
  /** At load plus the islands that hydrate when visible. */
  total: number;
  /** False for a page that must work without React (docs/decisions.md §350). */
  react?: false;
  /** Its scripts as the production server sends them, response headers included. */
  transferred?: number;
}

/**
 * The sign-in pages paint their form from HTML and work without a framework: the shared
 * checks (zod) with their field messages, the toasts and the sender (docs/decisions.md §350).
 */
export const SIGN_IN_PAGE_MAX_GZIP_BYTES = 60 * KB;
const SIGN_IN_PAGE: PageBudget = {
  atLoad: SIGN_IN_PAGE_MAX_GZIP_BYTES,
  total: SIGN_IN_PAGE_MAX_GZIP_BYTES,
  react: false,
  transferred: SIGN_IN_PAGE_MAX_GZIP_BYTES,
};

/** Pages whose islands may load React, with their budgets. */
export const interactivePages: Record<string, PageBudget> = {
  '/': { atLoad: 70 * KB, total: 90 * KB },
  '/roi': { atLoad: 95 * KB, total: 95 * KB },
  // The subscription form brings the shared field checks (zod), as the contact form does; the
  // zod chunk all islands share also holds the checks the back office's forms use, and the
  // dictionary the privacy pages' texts, and the list of time not monitored with its coverage
  // figures (docs/claims.md#the-status-page-cannot-hide-an-outage): 127.1 KB.
  '/status': { atLoad: 128 * KB, total: 128 * KB },
  // With the reminder to verify the email address and its resend button, and the cookie banner's
  // consent check, and the dictionary's privacy request texts (docs/privacy.md#consent): 115.1 KB measured.
  // Over the network, headers included, at most 120 KB (docs/benchmarks.md): 110.6 KB measured.
  '/dashboard': { atLoad: 117 * KB, total: 117 * KB, transferred: 120 * KB },
  '/contact': { atLoad: 125 * KB, total: 125 * KB },
  '/partners': { atLoad: 125 * KB, total: 125 * KB },
  // With the single sign-on and passkey buttons beside the form, no framework: 39.1 KB measured.
  '/login': SIGN_IN_PAGE,
  // 38.0 KB measured.
  '/register': SIGN_IN_PAGE,
  // No framework: the API client and the token storage of a login (docs/decisions.md §108).
  '/login/sso-complete': { atLoad: 9 * KB, total: 9 * KB },
  // The first account-recovery form, no framework: 37.9 KB measured.
  '/forgot-password': SIGN_IN_PAGE,
  // The other account-recovery forms: the React form hook and the shared checks.
  '/reset-password': { atLoad: 135 * KB, total: 135 * KB },
  '/verify-email': { atLoad: 135 * KB, total: 135 * KB },
  // A viewer's invitation: the recovery forms' parts and the cookie banner's consent check, and the dictionary's privacy request texts (135.0 KB measured).
  '/invitation': { atLoad: 137 * KB, total: 137 * KB },
  // An operator's set-up link: the same, with the QR code encoder of a staff account's app, and
  // the form hook's message for a refusal naming no field (docs/decisions.md §285): 142.0 KB measured.
  '/set-up-account': { atLoad: 143 * KB, total: 143 * KB },
  // The second step of a sign-in: the login form's parts; the passkey helper loads on demand.
  '/login/verify': { atLoad: 135 * KB, total: 135 * KB },
  // The account page's sections: email, password, two-factor set-up (with its QR code encoder),
  // passkeys, sessions, the security log and the cookie banner's consent check, and the dictionary's privacy request texts: 160.3 KB measured.
  '/account': { atLoad: 162 * KB, total: 162 * KB },
  // A demo booking's manage link: the slot picker and the API client, no form checks: 91.4 KB measured.
  '/demo/manage': { atLoad: 95 * KB, total: 95 * KB },
  // The back office's frame; each section's code loads when the section opens.
  '/admin': { atLoad: 120 * KB, total: 120 * KB },
  // The privacy request form: the recovery forms' parts (form hook, shared checks, toasts) with a
  // radio group (136.0 KB measured). React and the shared checks alone are past 60 KB.
  '/privacy/request': { atLoad: 138 * KB, total: 138 * KB },
  // A privacy request's link: no framework, the API client and the answer's lists (9.3 KB measured).
  '/privacy/request/confirm': { atLoad: 10 * KB, total: 10 * KB },
  // A subscription mail's link, opened from the mail and kept from search engines: its form's
  // own small script beside the layout's, no framework (4.6 KB measured).
  '/email/confirm': { atLoad: 6 * KB, total: 6 * KB, react: false },
};

/** A page's budget; every language's version of a page has the English page's (`/de/login` is `/login`'s). */
export function budgetFor(route: string): PageBudget & { reactAllowed: boolean; contentPage: boolean } {
  const interactive = interactivePages[unlocalizedPath(route)];
  return interactive === undefined
    ? {
        atLoad: CONTENT_PAGE_MAX_GZIP_BYTES,
        total: CONTENT_PAGE_MAX_GZIP_BYTES,
        reactAllowed: false,
        contentPage: true,
      }
    : {
        atLoad: interactive.atLoad,
        total: interactive.total,
        reactAllowed: interactive.react !== false,
        contentPage: false,
        ...(interactive.transferred === undefined ? {} : { transferred: interactive.transferred }),
      };
}
