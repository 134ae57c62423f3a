/**
 * What a reader of a built page reads in its language (docs/decisions.md §312): the text of its
 * title and body and the words of `alt`, `title`, `aria-label` and `placeholder`, without
 * scripts, styles, code samples (`<code>`, `<pre>`) and passages marked as another language with
 * a `lang` attribute (the language switcher's names, the "English version" link of a legal page).
 *
 * @example pageText('<html lang="de"><body><p>Hallo <a lang="en">English version</a></p></body></html>', 'de')
 *          // { lang: 'de', texts: ['Hallo'], … }
 *
 * Parsed with the DOMParser of the test's DOM (`@vitest-environment jsdom`).
 */

export interface PageText {
  /** The page's `<html lang>`, or "" when it has none. */
  lang: string;
  /** Every text node, every element's whole text and every read attribute, white space collapsed. */
  texts: string[];
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'CODE', 'PRE', 'SVG']);
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const language = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

export function pageText(html: string, locale: string): PageText {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const texts: string[] = [];
  const add = (text: string) => {
    const collapsed = collapse(text);
    if (collapsed) texts.push(collapsed);
  };
  const visit = (node: Node): string => {
    if (node.nodeType === 3) {
      add(node.textContent ?? '');
      return node.textContent ?? '';
    }
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    if (SKIPPED.has(element.tagName.toUpperCase())) return ' ';
    const lang = element.getAttribute('lang');
    if (lang !== null && element !== document.documentElement && language(lang) !== language(locale)) return ' ';
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) add(value);
    }
    const text = [...element.childNodes].map(visit).join('');
    if (element.children.length > 0 && text.length < 400) add(text);
    return text;
  };
  add(document.title);
  if (document.body) visit(document.body);
  return { lang: document.documentElement.getAttribute('lang') ?? '', texts: [...new Set(texts)] };
}
