import { describe, expect, test } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['Zürich, Genève', '"Zürich, Genève"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+41 44 000', "'+41 44 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    [null, ''],
    [3, '3'],
    // A number is a value, not text a spreadsheet parses.
    [-3, '-3'],
  ] as const)('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

/** Cells an attacker may type into a lead form, and what the export must write for each. */
const NASTY_CELLS = [
  ["ACME;=cmd|' /C calc'!A0", `"ACME;'=cmd|' /C calc'!A0"`],
  ['=1+1', "'=1+1"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['-2+3', "'-2+3"],
  ['a"b', '"a""b"'],
  ['first line\nsecond line', '"first line\nsecond line"'],
  ['first line\r\n=2+2', `"first line\r\n'=2+2"`],
  ['\t=1+1', `"'\t'=1+1"`],
  ['ACME, =1+1', `"ACME, '=1+1"`],
  ['ACME;  +41 44 000', `"ACME;  '+41 44 000"`],
  ['tab\t@SUM(A1)', `"tab\t'@SUM(A1)"`],
  ['a;;-1', `"a;;'-1"`],
  ['Zürich; Genève', '"Zürich; Genève"'],
  ['e-mail + chat = 2', 'e-mail + chat = 2'],
  [' =1+1', " '=1+1"],
  ['ACME;"=1+1', `"ACME;""'=1+1"`],
  ['Zoë Ø 東京 🚀 ﬀ', 'Zoë Ø 東京 🚀 ﬀ'],
] as const;

describe('csvCell with the cells of an attacker', () => {
  test.each(NASTY_CELLS)('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // Excel opens a .csv with the list separator of the region (`;` in de-CH and fr-CH) and
  // honours quotes only at the start of its own fields; a reader that ignores quotes splits at
  // every separator and line break. Whatever it splits on, no piece may start a formula.
  test.each([';', ',', '\t'])('a row split at every %j and line break starts no formula', (separator) => {
    const row = NASTY_CELLS.map(([value]) => csvCell(value)).join(',');
    const pieces = row.split(new RegExp(`[${separator}\r\n]`));
    const formulas = pieces.filter((piece) => /^[ "]*[=+\-@]/.test(piece));
    expect(formulas).toEqual([]);
  });
});

describe('csvDocument', () => {
  test('starts with a byte order mark, ends every row with CRLF, and escapes the header too', () => {
    expect(
      csvDocument(
        ['a', '=b'],
        [
          ['x', null],
          [1, 'y,z'],
        ],
      ),
    ).toBe('\uFEFFa,\'=b\r\nx,\r\n1,"y,z"\r\n');
  });
});
