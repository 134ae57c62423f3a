/**
 * Claims that are words, not figures (docs/claims.md#the-build-check): "tenant isolation",
 * "AES-256", "FADP Compliant". The figure finder never sees them, so a page states such a claim
 * where its value or one of its forms appears as words: case-insensitive, any run of whitespace
 * for a space, and whole words only ("SSO" is not found in "ISSO").
 *
 * @example findPhrases('Keys are encrypted with aes-256 at rest.', ['AES-256'])
 *          // [{ written: 'aes-256', normal: 'aes-256', index: 24 }]
 */
import { findFigures } from './figures.ts';

export interface Phrase {
  /** The words as the text writes them, e.g. "Tenant isolation". */
  written: string;
  /** The words compared with the register: lower case, single spaces. */
  normal: string;
  /** Where they start in the text. */
  index: number;
}

/** The form the register and the pages are compared in. */
export const normalPhrase = (words: string) => words.trim().replace(/\s+/g, ' ').toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words a claim is stated by, when its value states no figure: its value and forms that
 * have letters (a bare "10" is a number for the figure finder's label rule, not words).
 */
export function phrasesOfClaim(claim: { value: string; forms: string[] }): string[] {
  if (findFigures(claim.value).length > 0) return [];
  return [claim.value, ...claim.forms].filter((words) => findFigures(words).length === 0 && /\p{L}/u.test(words));
}

/** Every place the text states one of the phrases, longest first where two overlap. */
export function findPhrases(text: string, phrases: string[]): Phrase[] {
  const longestFirst = [...new Set(phrases.map(normalPhrase))].sort((a, b) => b.length - a.length);
  if (longestFirst.length === 0) return [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${longestFirst.map((words) => escapeRegExp(words).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((match) => ({
    written: match[0],
    normal: normalPhrase(match[0]),
    index: match.index,
  }));
}
