/**
 * The form the back office's searches compare (docs/decisions.md §190): computed here, in the
 * API, for the stored text and for the query alike, so a search finds the same rows on SQLite
 * and on PostgreSQL whatever the database's locale. Neither engine's `lower()` can be trusted
 * with "Émile" or "ÄRNI": SQLite's lowers ASCII only, PostgreSQL's follows the locale.
 *
 * The key is the text decomposed (NFKD), lower-cased (`toLowerCase`, the same in every locale),
 * without its accents and other combining marks, with the letters that have no decomposition
 * spelled out in ASCII as Swiss and Nordic readers type them without the key (ø → o, æ → ae,
 * ß → ss; the table below), and every run of white space made one space. So "Zoë", "ZOE" and
 * "zoe" share a key, and "Ørsted" is found by "orsted".
 *
 * The migration that fills the keys of rows stored before (2026-11-23T0900-search-keys) holds
 * its own copy of these rules; `search-key.test.ts` checks the two agree.
 *
 * @example searchKey('  Émile   ÄRNI ') // 'emile arni'
 * @example searchKeyOf(['Ørsted Energy', 'info@orsted.example', null]) // 'orsted energy\ninfo@orsted.example'
 * @example searchPattern('50%_zoë') // '%50\\%\\_zoe%'
 */

/** Letters that NFKD leaves whole, as they are written in ASCII. */
const SPELLED_OUT: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

const COMBINING_MARKS = /\p{Mn}/gu;
const SPELLED_OUT_LETTERS = /[øæœßđðþłı]/g;
const WHITE_SPACE = /\s+/g;

/** The key of one text: what a search compares. */
export function searchKey(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      // Lowering can bring marks of its own ("İ" becomes "i" and a combining dot).
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter)
      .replace(WHITE_SPACE, ' ')
      .trim()
  );
}

/**
 * The key of a row: the keys of its searchable fields, one a line. A query's key never holds a
 * line break (white space becomes a space), so a search never matches across two fields.
 */
export function searchKeyOf(fields: readonly (string | null | undefined)[]): string {
  return fields
    .filter((field): field is string => typeof field === 'string' && field.length > 0)
    .map(searchKey)
    .join('\n');
}

/** The LIKE pattern that finds `query`'s key anywhere in a key; `%`, `_` and `\` match only themselves. */
export function searchPattern(query: string): string {
  return `%${searchKey(query).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
