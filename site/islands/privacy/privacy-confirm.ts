/**
 * The behaviour of /privacy/request/confirm (docs/privacy.md#requests), without a framework:
 * the page renders every text, and this element sends the link's token when the button is
 * pressed, then shows the section of the answer and fills in its records, dates and lists.
 * A link without its token, or one the server does not know or that has expired, shows the
 * problem and the way to a new request instead.
 *
 * The token comes in the link's fragment (`#token=…`), which no browser sends to a server, so
 * no access log holds it; once read it leaves the address bar too, so a bookmark, the history
 * or a shared screen keeps no live link.
 *
 * @example <privacy-confirm data-kind-names='{"accounts":"Accounts"}' …><form data-confirm>…</form>…</privacy-confirm>
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { formatLongDate } from '@alpora/shared/format';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '@alpora/shared/locales';
import type { KeptRecord, PrivacyExportFormat, PrivacyRequestView } from '@alpora/shared/schemas/privacy-requests';
import { format } from '#site/i18n/format.ts';
import { linkToken } from '#site/lib/email-confirm.ts';
import { foundLines } from './privacy-outcome.ts';
import { saveResponse } from './save-response.ts';

/** The page's language, from `<html lang>`: this script reads its words from the page, not a dictionary. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

const CONFIRM_PATH = '/api/privacy-requests/confirm';
const EXPORT_PATH = '/api/privacy-requests/export';
/** A large answer takes longer than a page: a minute before giving up. */
const EXPORT_TIMEOUT_MS = 60_000;

/** The server does not know the token, or it is used up or expired: a new request is the way on. */
function isInvalidLink(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 404 || error.status === 410 || Boolean(error.apiError?.fields?.token);
}

/** The link's token, taken out of the address bar once read; null when the link lost it. */
function takeLinkToken(): string | null {
  const token = linkToken(location.hash.slice(1));
  if (token) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return token;
}

function day(iso: string | null): string {
  return iso ? formatLongDate(new Date(iso), INTL_LOCALES[pageLocale()]) : '';
}

class PrivacyConfirm extends HTMLElement {
  private token: string | null = null;

  connectedCallback() {
    const form = this.querySelector<HTMLFormElement>('form[data-confirm]');
    const button = form?.querySelector('button');
    if (!form || !button) return;
    // Another mailed link opened in this tab changes only the fragment, which loads nothing:
    // start again with its token.
    window.addEventListener('hashchange', () => {
      if (linkToken(location.hash.slice(1))) location.reload();
    });
    this.token = takeLinkToken();
    if (!this.token) return this.showProblem(this.dataset.incomplete ?? '', false);
    const label = button.textContent ?? '';
    const busy = (on: boolean) => {
      button.disabled = on;
      button.textContent = on ? (button.dataset.labelBusy ?? label) : label;
    };
    busy(false);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // A second press while the first is on its way would only ask again.
      if (button.disabled) return;
      busy(true);
      void this.confirm().finally(() => busy(false));
    });
    for (const download of this.querySelectorAll<HTMLButtonElement>('button[data-format]')) {
      download.addEventListener('click', () => void this.download(download));
    }
  }

  private find<T extends HTMLElement = HTMLElement>(selector: string, within: ParentNode = this): T | null {
    return within.querySelector<T>(selector);
  }

  private async confirm() {
    const failed = this.find('[data-failed]');
    if (failed) failed.hidden = true;
    try {
      const view = await apiRequest<PrivacyRequestView>(CONFIRM_PATH, { body: { token: this.token } });
      this.showAnswer(view);
    } catch (error) {
      if (isInvalidLink(error)) this.showProblem(this.dataset.invalid ?? '', true);
      else if (failed) failed.hidden = false;
    }
  }

  private showProblem(text: string, takeFocus: boolean) {
    const form = this.find('form[data-confirm]');
    const problem = this.find('[data-problem]');
    const problemText = this.find('[data-problem-text]');
    if (!form || !problem || !problemText) return;
    form.hidden = true;
    problemText.textContent = text;
    problem.hidden = false;
    // The button the person pressed is gone: the heading takes focus, as a screen reader's start.
    if (takeFocus) this.find('h2', problem)?.focus();
  }

  private showAnswer(view: PrivacyRequestView) {
    const shown = view.status === 'completed' ? view.kind : view.status;
    const section = this.find(`[data-outcome="${shown}"]`);
    const form = this.find('form[data-confirm]');
    if (!section || !form) return this.showProblem(this.dataset.invalid ?? '', true);
    // An open request is due on a day; an access answer downloads until one.
    const values = { email: view.email, date: day(view.status === 'open' ? view.dueAt : view.downloadUntil) };
    for (const filled of section.querySelectorAll<HTMLElement>('[data-template]')) {
      filled.textContent = format(filled.dataset.template ?? '', values);
    }
    if (view.outcome) {
      this.fillFound(section, view.outcome.found);
      this.fillKept(section, view.outcome.kept);
    }
    form.hidden = true;
    section.hidden = false;
    this.find('h2', section)?.focus();
  }

  private fillFound(section: HTMLElement, found: Record<string, number>) {
    const list = this.find('[data-found]', section);
    const none = this.find('[data-none]', section);
    if (!list || !none) return;
    const names = JSON.parse(this.dataset.kindNames ?? '{}') as Record<string, string>;
    const lines = foundLines(found, names);
    list.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        item.className = 'flex flex-wrap justify-between gap-x-4';
        item.dataset.kind = line.id;
        const name = document.createElement('span');
        name.textContent = line.name;
        const count = document.createElement('span');
        count.className = 'tabular-nums text-muted';
        count.textContent =
          line.records === 1
            ? (this.dataset.oneRecord ?? '')
            : format(this.dataset.records ?? '', { count: line.records });
        item.append(name, count);
        return item;
      }),
    );
    list.hidden = lines.length === 0;
    none.hidden = lines.length > 0;
  }

  private fillKept(section: HTMLElement, kept: readonly KeptRecord[]) {
    const list = this.find('[data-kept]', section);
    const none = this.find('[data-kept-none]', section);
    if (!list || !none) return;
    list.replaceChildren(
      ...kept.map((record) => {
        const item = document.createElement('li');
        item.className = 'rounded-md border border-line p-3';
        const what = document.createElement('strong');
        what.className = 'block font-semibold';
        what.textContent = record.what;
        const why = document.createElement('span');
        why.className = 'block text-muted';
        why.textContent = record.why;
        item.append(what, why);
        return item;
      }),
    );
    list.hidden = kept.length === 0;
    none.hidden = kept.length > 0;
  }

  private async download(button: HTMLButtonElement) {
    const exportFormat = button.dataset.format as PrivacyExportFormat;
    const problem = this.find('[data-download-problem]');
    const label = button.textContent ?? '';
    button.disabled = true;
    button.textContent = this.dataset.downloading ?? label;
    if (problem) problem.hidden = true;
    try {
      const response = await fetch(EXPORT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: this.token, format: exportFormat }),
        signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
      });
      if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
      await saveResponse(response, `alpora-privacy.${exportFormat}`);
    } catch (error) {
      if (problem) {
        // The API words its refusal in English; a page in another language says only that it failed.
        const reason = pageLocale() === 'en' && error instanceof ApiRequestError ? error.apiError?.message : undefined;
        problem.textContent = reason ? `${this.dataset.downloadFailed}: ${reason}` : `${this.dataset.downloadFailed}.`;
        problem.hidden = false;
      }
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

customElements.define('privacy-confirm', PrivacyConfirm);
