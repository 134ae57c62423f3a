/**
 * Swaps the header's Login links for the signed-in user's name and the link to /account once
 * the server confirmed the stored token (docs/product.md#header-and-footer, docs/decisions.md §48). Loaded by the header
 * only when a token is stored, so anonymous visitors never download it.
 *
 * @example void import('#site/lib/header-account.ts').then(({ showAccount }) => showAccount(header));
 */
import { format } from '#site/i18n/format.ts';
import { displayName, signedInUser } from './signed-in-user.ts';

export async function showAccount(header: HTMLElement): Promise<void> {
  const user = await signedInUser();
  if (user) {
    const name = displayName(user);
    for (const span of header.querySelectorAll('[data-account-name]')) span.textContent = name;
    // The visible name starts the link's name, so speech input finds it by what it shows.
    for (const link of header.querySelectorAll<HTMLElement>('[data-account-link]')) {
      link.setAttribute('aria-label', format(link.dataset.label ?? '{name}', { name }));
    }
    for (const item of header.querySelectorAll<HTMLElement>('[data-account-link], [data-account-item]')) {
      item.hidden = false;
    }
    for (const link of header.querySelectorAll<HTMLElement>('[data-login-link]')) link.hidden = true;
  }
  // The Login links were kept invisible while this was unknown (the header's inline script).
  delete document.documentElement.dataset.session;
}
