/**
 * The figures a text states (docs/claims.md#the-build-check): a number with a unit of the kind
 * claims use, i.e. a percentage, a duration, a range of either, or a count of a noun from a short
 * list, with its qualifier ("under", "within", "120+"). Dates, years, versions, HTTP codes, CSS
 * sizes and money are not figures: money is the price list's (docs/decisions.md §244).
 * Each figure carries its normal form, which is what the check compares with the register; a
 * page in another language is read with its own words (./figure-words.ts), into the same form.
 *
 * @example findFigures('Alpora routes across 120+ venues in under 100 ms.')
 *          // [{ written: '120+ venues', normal: '≥120 venue', … }, { written: 'under 100 ms', normal: '<100 ms', … }]
 */

import type { Locale } from '../locales.ts';
import { FIGURE_WORDS, type FigureWords } from './figure-words.ts';

export interface Figure {
  /** The figure as the text writes it, e.g. "2–4 weeks". */
  written: string;
  /** The figure compared with the register, e.g. "2-4 week". */
  normal: string;
  /** Where it starts in the text. */
  index: number;
}

/**
 * The nouns a counted claim is about are kept short on purpose (./figure-words.ts): a count of
 * anything else ("6 digits", "12 characters") is a rule of a form, not a promise about the product.
 */
interface Reader {
  pattern: RegExp;
  words: FigureWords;
  normalUnit: Map<string, string>;
  qualifiers: Map<string, string>;
  spans: Set<string>;
  rangeSplit: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const spellings = (units: readonly (readonly string[])[]) =>
  units
    .flat()
    .sort((a, b) => b.length - a.length)
    .map((unit) => escapeRegExp(unit).replace(/ /g, '[\\s-]'))
    .join('|');

/** English as it always read; another language also takes its Swiss separators and letters. */
function readerOf(locale: Locale): Reader {
  const words = FIGURE_WORDS[locale];
  const english = !words.swiss;
  const digits = english
    ? String.raw`\d{1,3}(?:[,'’]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:[kmb](?![a-z]))?`
    : String.raw`\d{1,3}(?:[’'\u00a0\u202f\u2009 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?(?:[kmb](?![a-z]))?`;
  const letter = english ? '[a-z]' : String.raw`\p{L}`;
  const wordEnd = english ? String.raw`\w` : String.raw`[\p{L}\p{N}_]`;
  const number = `(?:${digits}|(?:${words.numbers.join('|')})(?!${wordEnd}))`;
  const rangeWords = words.range.map(escapeRegExp).join('|');
  const range = String.raw`${number}(?:\s*[-–—]\s*|\s+(?:${rangeWords})\s+)${number}`;
  const qualifier = Object.keys(words.qualifiers)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  /** At most three words between a count and its noun: "3 live strategies", "five design partners". */
  const gap = String.raw`(?:${letter}+\s+){0,3}?`;
  const percent = words.percent.map(escapeRegExp).join('|');
  const joiner = english ? '[ -]?' : String.raw`[\s-]?`;
  const after = english ? String.raw`(?![\w%])` : String.raw`(?![\p{L}\p{N}_%])`;
  const pattern = new RegExp(
    String.raw`(?<![\w.,'’/#$€£-])(?:(?<qualifier>${qualifier})\s*)?(?<amount>${range}|${number})(?<plus>\+)?` +
      String.raw`(?:\s*(?<percent>${percent})|${joiner}(?<duration>${spellings(words.durations)})|\s+(?<gap>${gap})(?<noun>${spellings(words.nouns)}))${after}`,
    english ? 'gi' : 'giu',
  );
  return {
    pattern,
    words,
    normalUnit: new Map(
      [...words.durations, ...words.nouns].flatMap((forms) =>
        forms.map((form) => [form.toLowerCase().replace(/[\s-]+/g, ' '), forms[0] ?? form] as const),
      ),
    ),
    qualifiers: new Map(Object.entries(words.qualifiers).map(([word, bound]) => [word.toLowerCase(), bound])),
    spans: new Set((words.spans ?? []).map((word) => word.toLowerCase())),
    rangeSplit: new RegExp(String.raw`\s*[-–—]\s*|\s+(?:${rangeWords})\s+`, 'i'),
  };
}

const readers = new Map<Locale, Reader>();

function reader(locale: Locale): Reader {
  let found = readers.get(locale);
  if (!found) {
    found = readerOf(locale);
    readers.set(locale, found);
  }
  return found;
}

/** Money is the price list's (docs/decisions.md §244): an amount after a currency is no figure. */
const MONEY_BEFORE = /(?:chf|usd|eur|gbp|[$€£])\s*$/i;

/** The number as the register compares it: no thousands separators, a decimal point. */
function normalNumber(text: string, reader: Reader): string {
  const word = reader.words.numbers.indexOf(text.toLowerCase());
  if (word >= 0) return String(word + 1);
  if (!reader.words.swiss) return text.replace(/(?<=\d)[,'’](?=\d{3})/g, '').toLowerCase();
  return text
    .replace(/(?<=\d)[’'\u00a0\u202f\u2009 ](?=\d{3})/g, '')
    .replace(/(?<=\d),(?=\d)/, '.')
    .toLowerCase();
}

function normalAmount(amount: string, reader: Reader): string {
  const [from, to] = amount.split(reader.rangeSplit);
  return to === undefined
    ? normalNumber(amount, reader)
    : `${normalNumber(from ?? '', reader)}-${normalNumber(to, reader)}`;
}

function isYear(amount: string): boolean {
  return /^(19|20)\d\d$/.test(amount);
}

/**
 * A count in words is a figure only right before its noun or one word away ("five design
 * partners"), and never "one": "one client", "one that routes orders" are plain English (and
 * "un client", "uno dei clienti" plain French and Italian).
 */
function isLooseWordCount(amount: string, gap: string, reader: Reader): boolean {
  const word = /^\p{L}+$/u.test(amount);
  const one = reader.words.numbers[0] ?? 'one';
  return word && (amount.toLowerCase() === one || gap.trim().split(/\s+/).filter(Boolean).length > 1);
}

/** The article, not a count: "un jour" with no qualifier and no "+" (./figure-words.ts). */
function isArticle(amount: string, groups: Record<string, string | undefined>, reader: Reader): boolean {
  return (
    reader.words.article !== undefined &&
    amount.toLowerCase() === reader.words.article &&
    groups.qualifier === undefined &&
    groups.plus === undefined
  );
}

/** Every figure of the text, in order. */
export function findFigures(text: string, locale: Locale = 'en'): Figure[] {
  const read = reader(locale);
  const figures: Figure[] = [];
  const pattern = new RegExp(read.pattern);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const groups = match.groups ?? {};
    const amount = groups.amount ?? '';
    const rejected =
      MONEY_BEFORE.test(text.slice(0, match.index)) ||
      (groups.noun !== undefined && (isYear(amount) || isLooseWordCount(amount, groups.gap ?? '', read))) ||
      (groups.duration !== undefined && isArticle(amount, groups, read));
    if (rejected) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    const qualifierWord = groups.qualifier?.toLowerCase().replace(/\s+/g, ' ');
    const spans = groups.duration !== undefined && qualifierWord !== undefined && read.spans.has(qualifierWord);
    const qualifier = qualifierWord && !spans ? (read.qualifiers.get(qualifierWord) ?? '') : '';
    const unitWord = (groups.duration ?? groups.noun ?? '').toLowerCase().replace(/[\s-]+/g, ' ');
    const unit = groups.percent ? '%' : ` ${read.normalUnit.get(unitWord) ?? unitWord}`;
    const bound = groups.plus ? '≥' : qualifier;
    figures.push({
      written: match[0],
      normal: `${bound}${normalAmount(amount, read)}${unit}`,
      index: match.index,
    });
  }
  return figures;
}

/** The normal form of a figure as a register writes it, or the text itself when it states none. */
export function normalFigures(text: string, locale: Locale = 'en'): string[] {
  const figures = findFigures(text, locale).map((figure) => figure.normal);
  return figures.length > 0 ? figures : [normalNumber(text.trim(), reader(locale))];
}
