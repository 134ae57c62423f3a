/**
 * CSV for spreadsheets (docs/decisions.md §60): UTF-8 with a byte order mark so Excel reads
 * accents right, RFC 4180 quoting and CRLF line ends, and no text a spreadsheet could read as
 * the start of a formula (OWASP CSV injection), whichever list separator it splits on. Every
 * export of the product (the CLI's, the back office's) writes through it.
 *
 * @example csvDocument(['email', 'name'], [['ada@example.com', 'Ada']])
 */

export type CsvValue = string | number | null;

/** A formula trigger at the start of the text, spaces or quotes before it allowed. */
const FORMULA_START = /^([ "]*)([=+\-@\t\r])/;
/**
 * A formula trigger after a list separator or line break inside the text, spaces or quotes
 * between allowed. Excel in de-CH or fr-CH opens a .csv splitting on `;` and honours quotes
 * only at the start of its own fields, so our quoting cannot keep `ACME;=cmd|…` in one cell
 * there: the part after the `;` becomes a cell of its own. A tab starts a cell when pasted, a
 * line break a row in readers that ignore quotes.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ "]*)([=+\-@])/g;
/** What makes RFC 4180 quote a cell, plus `;` and tab, the other usual separators. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: every formula trigger at its start or after a separator inside it prefixed with
 * `'`, and quoted (quotes doubled) when it holds a quote, a separator or a line break.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    text = text.replace(FORMULA_START, "$1'$2");
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: the header row, then one row per record. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
