/**
 * When the /email/confirm page sends its confirmation by itself (docs/decisions.md §77): only
 * in a browser that runs the page's script, only when the link kept its token, and once per
 * token in this tab. A mail scanner that fetches the link without running scripts confirms
 * nothing; a visitor who goes back to the page after confirming is not sent to "link already
 * used" by a second automatic send, and can still press the button.
 *
 * @example if (confirmsOnLoad(linkToken(location.search), submittedToken())) form.requestSubmit();
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';

const session = () => sessionStorage;

/** The token of a link from our emails, or null when the link reached us without one. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/** Whether the page sends the confirmation without waiting for the button. */
export function confirmsOnLoad(token: string | null, alreadySent: string | null): boolean {
  return token !== null && token !== alreadySent;
}

export function sentToken(): string | null {
  return readStorage(session, STORAGE_KEYS.emailConfirmSent);
}

export function rememberSent(token: string): void {
  writeStorage(session, STORAGE_KEYS.emailConfirmSent, token);
}
