/**
 * The one-time suggestion of the browser's language (docs/product.md#languages), called by
 * ./language-choice.ts while no language is remembered. The browser's languages are taken in
 * its order, the first the page has a version in winning (what `preferredLocale` of
 * @alpora/shared/locales does with a list). When that is not the page's language, the box of
 * ../components/LanguageSuggestion.astro shows in that language, with the words the header
 * switcher's link to it carries, a link to the same page and a dismiss button. Dismissing
 * remembers the page's language, following the link the suggested one (the click handler of
 * ./language-choice.ts). The site never redirects by language.
 */
export function suggestLanguage(remember: (locale: string) => void): void {
  const page = document.documentElement.lang;
  const link = (locale: string) =>
    document.querySelector<HTMLAnchorElement>(`[data-language-switcher=header] [data-site-language="${locale}"]`);
  const wanted = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(link);
  const offer = wanted && link(wanted);
  const box = document.querySelector<HTMLElement>('[data-language-suggestion]');
  if (!box || !offer || wanted === page) return;
  const [text, follow, dismiss] = box.querySelectorAll<HTMLElement>('p,a,button');
  if (!(text && follow instanceof HTMLAnchorElement && dismiss)) return;
  const words = offer.dataset;
  box.lang = follow.lang = follow.hreflang = follow.dataset.siteLanguage = wanted;
  text.textContent = words.suggestion ?? '';
  follow.textContent = words.suggestionLink ?? '';
  follow.setAttribute('href', offer.getAttribute('href') ?? '');
  dismiss.textContent = words.dismiss ?? '';
  dismiss.onclick = () => {
    remember(page);
    box.hidden = true;
  };
  box.hidden = false;
}
