/** Small drawing helpers for the sample PDF: Swiss number format and a plain table. */
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const INK = rgb(0.067, 0.067, 0.067);
export const MUTED = rgb(0.42, 0.447, 0.502);
export const LINE = rgb(0.898, 0.906, 0.922);
export const RED = rgb(0.882, 0.024, 0);

/** Swiss grouping with an ASCII apostrophe (the PDF's standard fonts lack the typographic one). */
export function swiss(value: number, decimals = 2): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
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
