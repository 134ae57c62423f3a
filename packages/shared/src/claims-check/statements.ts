/**
 * The statements of a source file that the claims check judges (docs/claims.md#the-build-check):
 * each sentence that states a figure or renders a registered one, with the wording around it.
 * A registered figure rendered from the register (`%claim:<id>%`, `<Claim id="<id>" />`, and
 * the rate limit's `%API_RATE_LIMIT_PER_MINUTE%` / `<ApiRateLimit />`) is no figure written by
 * hand: it names its claim instead. A claim that is words, not a figure ("tenant isolation"),
 * is stated by a sentence that contains them (./phrases.ts).
 *
 * @example statementsOf('content/en/page-data/security.yaml', 'label: target\nvalue: "99.9%"')
 *          // [{ file, line: 2, sentence: '99.9%', wording: '99.9% target', figures: [{ written: '99.9%', … }], phrases: [], claimIds: [] }]
 */
import type { Locale } from '../locales.ts';
import { type Figure, findFigures } from './figures.ts';
import { type Passage, passagesOf } from './passages.ts';
import { findPhrases, type Phrase } from './phrases.ts';

export interface Statement {
  file: string;
  line: number;
  /** The sentence (or YAML string) as written. */
  sentence: string;
  /** The sentence, and for a bare figure the label beside it: where a target must say so. */
  wording: string;
  /** The list item or section it is in: where the execution service may be named. */
  scope: string;
  figures: Figure[];
  /** Words of claims that are no figure, found in this sentence. */
  phrases: Phrase[];
  /** Claims rendered from the register in this sentence. */
  claimIds: string[];
}

/** The rate limit's placeholders predate the register; they render the claim "api-rate-limit". */
export const RATE_LIMIT_CLAIM = 'api-rate-limit';

/** Components become the placeholders they stand for, so every format finds them the same way. */
function withPlaceholders(text: string): string {
  return text
    .replace(/<Claim\s+id=["']([a-z][a-z0-9-]*)["']\s*\/>/g, '%claim:$1%')
    .replace(/<ApiRateLimit\s*\/>/g, '%API_RATE_LIMIT_PER_MINUTE%');
}

const PLACEHOLDER = /%(claim:[a-z][a-z0-9-]*|API_RATE_LIMIT_PER_MINUTE)%/g;

function claimIdsIn(sentence: string): string[] {
  return [...sentence.matchAll(PLACEHOLDER)].map(([, name = '']) =>
    name.startsWith('claim:') ? name.slice('claim:'.length) : RATE_LIMIT_CLAIM,
  );
}

/** A figure split over a value and its label, e.g. `value: 120+` with `label: venues, CeFi and DeFi`. */
const BARE_NUMBER = /^\s*(?:[<>≤≥]\s*)?\d[\d.,'’\u00a0\u202f\u2009 ]*\+?\s*$/;

function figuresOf(sentence: string, passage: Passage, locale: Locale): Figure[] {
  if (BARE_NUMBER.test(sentence) && passage.context) {
    const joined = `${sentence.trim()} ${passage.context}`;
    return findFigures(joined, locale).filter((figure) => figure.index < sentence.trim().length);
  }
  return findFigures(
    sentence.replace(PLACEHOLDER, (token) => ' '.repeat(token.length)),
    locale,
  );
}

function isBare(sentence: string, stated: { written: string }[]): boolean {
  const rest = stated.reduce((text, found) => text.replace(found.written, ''), sentence.replace(PLACEHOLDER, ''));
  return !/\p{L}{2}/u.test(rest);
}

/**
 * Every statement of the file that states or renders a figure, or states one of the phrases; a
 * file of another language is read with its figure words (./figure-words.ts).
 */
export function statementsOf(file: string, text: string, phrases: string[] = [], locale: Locale = 'en'): Statement[] {
  const statements: Statement[] = [];
  for (const passage of passagesOf(file, withPlaceholders(text))) {
    for (const sentence of passage.text.split(/(?<=[.!?;])\s+(?=[\p{Lu}0-9"“‘«(<%])/u)) {
      const figures = figuresOf(sentence, passage, locale);
      const claimIds = claimIdsIn(sentence);
      const words = findPhrases(
        sentence.replace(PLACEHOLDER, (token) => ' '.repeat(token.length)),
        phrases,
      );
      if (figures.length === 0 && claimIds.length === 0 && words.length === 0) continue;
      const bare = isBare(sentence, [...figures, ...words]) || BARE_NUMBER.test(sentence);
      statements.push({
        file,
        line: passage.line,
        sentence,
        wording: bare ? `${sentence} ${passage.context}` : sentence,
        scope: `${sentence} ${passage.scope}`,
        figures,
        phrases: words,
        claimIds,
      });
    }
  }
  return statements;
}
