/**
 * What the cookie banner does after the page has loaded (docs/privacy.md#consent): reopened by
 * a footer's Cookie settings button, it shows the choice that stands, takes focus, and closes on
 * Escape; after any choice it records the answer on the server and gives focus back to the
 * button that opened it. Loaded on the first such click, so the content pages carry none of
 * it at load (their JavaScript budget, docs/decisions.md §238).
 *
 * It imports nothing the page has loaded already (the banner hands it the choice that stands):
 * such an import would make the banner carry a list of chunks to preload.
 *
 * @example void import('#site/lib/cookie-settings.ts').then(({ afterClick }) => afterClick(banner, button, current));
 */
import type { StoredConsent } from './consent.ts';
import { recordConsent } from './consent-record.ts';

/** A day written out, in the visitor's own time zone: the day they chose on. */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The Cookie settings button that opened the banner, to give focus back to. */
let opener: HTMLElement | null = null;
let escapeCloses = false;

/**
 * "You accepted on 24 November 2026." from the banner's `data-current-*` templates, or ''. The
 * banner names its page's Intl locale in `data-date-locale` ("Sie haben am 24. November 2026
 * zugestimmt." on a German page); reading it from there keeps the page's dictionary out of this
 * chunk.
 */
export function currentChoiceLine(consent: StoredConsent | null, templates: DOMStringMap): string {
  const template = consent && templates[consent.choice === 'accepted' ? 'currentAccepted' : 'currentDeclined'];
  if (!consent || !template) return '';
  const day = new Intl.DateTimeFormat(templates.dateLocale, DAY).format(new Date(consent.at));
  return template.replace('{date}', day);
}

function close(banner: HTMLElement): void {
  banner.hidden = true;
  opener?.focus();
  opener = null;
}

/** Shows the banner with `current`, the choice that stands for this page, focus inside. */
function reopen(banner: HTMLElement, button: HTMLElement, current: StoredConsent | null): void {
  if (!escapeCloses) banner.addEventListener('keydown', (event) => event.key === 'Escape' && opener && close(banner));
  escapeCloses = true;
  opener = button;
  const line = banner.querySelector<HTMLElement>('[data-current-choice]');
  if (line) {
    line.textContent = currentChoiceLine(current, banner.dataset);
    line.hidden = !line.textContent;
  }
  banner.hidden = false;
  banner.querySelector<HTMLElement>('section')?.focus();
}

/**
 * After a click the banner took: on Accept or Decline (stored already, `current` is the new
 * choice) the record and closing; on Cookie settings the reopened banner.
 */
export function afterClick(banner: HTMLElement, button: HTMLElement, current: StoredConsent | null): void {
  if (!button.dataset.consent) {
    reopen(banner, button, current);
    return;
  }
  if (current) void recordConsent(current, location.pathname);
  close(banner);
}
