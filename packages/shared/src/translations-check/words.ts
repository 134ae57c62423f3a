/**
 * What a translation keeps and what it changes in one string (docs/product.md#languages):
 * placeholders (`{name}`, `%claim:id%`, `%PLACEHOLDER%`), URLs and email addresses stay as the
 * English text has them; a string of four words or more that still reads exactly as the English
 * one was most likely not translated (docs/decisions.md §311), unless what remains once the
 * names and phrases of ./identical.ts are taken out is shorter than that.
 *
 * @example untranslated('Book a demo with our team', 'Book a demo with our team', []) // true
 */

/** The words of a text: runs of letters (with inner apostrophes and hyphens). */
export function wordsOf(text: string): string[] {
  return text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

const PLACEHOLDER = /\{[A-Za-z][\w.]*\}|%[A-Za-z][\w:-]*%/g;

/** The placeholders a text carries, sorted: a translation carries the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...(text.match(PLACEHOLDER) ?? [])].sort();
}

/** A string that is no prose: a URL, a site path, an email address or an anchor. */
export function isAddress(text: string): boolean {
  return /^(?:https?:\/\/|mailto:|tel:|\/|#)\S*$/.test(text) || /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text);
}

/** The numbers a text states ("FADP Art. 25 and 32" → 25, 32), in order, without separators. */
export function numbersOf(text: string): string[] {
  return (text.match(/\d+(?:[’'\u00a0\u202f\u2009 ,.]\d+)*/g) ?? []).map((number) => number.replace(/\D/g, ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every allowed name or phrase taken out, whole words only, in any case. */
export function withoutAllowed(text: string, allowed: readonly string[]): string {
  return [...allowed]
    .sort((a, b) => b.length - a.length)
    .reduce(
      (rest, phrase) =>
        rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu'), ' '),
      text,
    );
}

/** Whether a translated string still reads as its English one, four words or more. */
export function untranslated(translated: string, english: string, allowed: readonly string[]): boolean {
  const same = translated.replace(/\s+/g, ' ').trim() === english.replace(/\s+/g, ' ').trim();
  // A value without a space is a file path or an identifier (`decision_to_ack_ms`), not prose.
  const prose = /\s/.test(english.trim());
  return same && prose && wordsOf(withoutAllowed(english, allowed)).length >= 4;
}
