/** Small drawing helpers for the sample PDF: Swiss number format and a plain table. */
import { INTL_LOCALES, type Locale } from '@alpora/shared/locales';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const INK = rgb(0.067, 0.067, 0.067);
export const MUTED = rgb(0.42, 0.447, 0.502);
export const LINE = rgb(0.898, 0.906, 0.922);
export const RED = rgb(0.882, 0.024, 0);

/**
 * A number written the way the language's Swiss locale writes it (1'234.50 in de-CH, 1'234,50
 * in fr-CH). The PDF's standard fonts encode WinAnsi only, which lacks the narrow no-break
 * space some ICU versions group French with, so any grouping space becomes a plain one and a
 * typographic apostrophe the ASCII one docs/product.md writes (CHF 5'085).
 */
export function swissNumber(locale: Locale): (value: number, decimals?: number) => string {
  const formats = new Map<number, Intl.NumberFormat>();
  return (value, decimals = 2) => {
    let format = formats.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(INTL_LOCALES[locale], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      formats.set(decimals, format);
    }
    return format
      .format(value)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replaceAll('\u2019', "'")
      .replaceAll('\u2212', '-');
  };
}

/** Fails the generation when a text is wider than the room it has, rather than overlapping. */
export function assertFits(text: string, font: PDFFont, size: number, room: number): void {
  const width = font.widthOfTextAtSize(text, size);
  if (width > room) {
    throw new Error(
      `"${text}" is ${width.toFixed(1)} pt wide at ${size} pt; it has ${room.toFixed(1)} pt. Shorten it.`,
    );
  }
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws a header row and rows from `top` down; returns the y below the table. */
export function drawTable(
  page: PDFPage,
  fonts: Fonts,
  x: number,
  top: number,
  columns: Column[],
  rows: string[][],
): number {
  const rowHeight = 16;
  const size = 8.5;
  let y = top;
  const drawRow = (cells: string[], font: PDFFont, color = INK) => {
    let cx = x;
    cells.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      assertFits(text, font, size, column.width - 8);
      const width = font.widthOfTextAtSize(text, size);
      const tx = column.align === 'right' ? cx + column.width - width - 4 : cx + 4;
      page.drawText(text, { x: tx, y: y - 11, size, font, color });
      cx += column.width;
    });
    y -= rowHeight;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    page.drawLine({ start: { x, y }, end: { x: x + total, y }, thickness: 0.5, color: LINE });
  };
  drawRow(
    columns.map((column) => column.title),
    fonts.bold,
    MUTED,
  );
  for (const row of rows) drawRow(row, fonts.regular);
  return y;
}
