/**
 * The behaviour of the shared header (site/components/SiteHeader.astro): the mobile menu, the
 * language disclosure of middle widths, and the signed-in user's name for a visitor with a stored token. Imported by the layout's page
 * script (site/layouts/BaseLayout.astro).
 */
// Labels come from the markup, so the page's dictionary never ships as JavaScript.
class SiteHeader extends HTMLElement {
  connectedCallback() {
    const toggle = this.querySelector<HTMLButtonElement>('[data-menu-toggle]');
    const menu = this.querySelector<HTMLElement>('#mobile-menu');
    const label = this.querySelector<HTMLElement>('[data-menu-label]');
    if (toggle && menu && label) {
      const setOpen = (open: boolean) => {
        menu.hidden = !open;
        toggle.setAttribute('aria-expanded', String(open));
        label.textContent = open ? (toggle.dataset.labelClose ?? '') : (toggle.dataset.labelOpen ?? '');
      };
      toggle.addEventListener('click', () => setOpen(menu.hidden !== false));
      // Following a link closes the menu; Escape closes it and returns focus to the toggle.
      menu.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a, button')) setOpen(false);
      });
      this.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !menu.hidden) {
          setOpen(false);
          toggle.focus();
        }
      });
    }
    // The language disclosure (768-1023 px) closes on Escape, focus back on its summary, and when
    // a click or focus lands outside it.
    const languages = this.querySelector<HTMLDetailsElement>('[data-language-menu]');
    if (languages) {
      const close = () => languages.removeAttribute('open');
      languages.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && languages.open) {
          close();
          languages.querySelector('summary')?.focus();
        }
      });
      for (const type of ['click', 'focusin'] as const) {
        document.addEventListener(type, (event) => {
          if (languages.open && !languages.contains(event.target as Node)) close();
        });
      }
    }
    // Only a visitor with a stored token (flagged by the header's inline script) loads the code
    // that asks who is signed in, so anonymous pages stay within their JavaScript budget.
    if (document.documentElement.dataset.session) {
      void import('./header-account.ts').then(({ showAccount }) => showAccount(this));
    }
  }
}
customElements.define('site-header', SiteHeader);
