/**
 * The sample monthly performance report, one A4 page drawn with pdf-lib from the demo data, in
 * one of the site's languages: its words from ./texts/<locale>.ts, numbers and the month through
 * Intl with the language's Swiss locale. Dates in the file's metadata are fixed, so the bytes
 * are the same on every run. A text too wide for its place fails the run instead of overlapping.
 */
import type { DemoFill } from '@alpora/shared/demo/demo-fills';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@alpora/shared/locales';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { assertFits, type Column, drawTable, INK, LINE, MUTED, RED, swissNumber } from './pdf-table.ts';
import { monthSummary, orderCounts, positionLines, SAMPLE_MONTH, venueSummaries } from './sample-month.ts';
import { SAMPLE_TEXTS } from './texts/index.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
/** The baseline of the notes' last line; the footer rule is below it. */
const NOTES_BOTTOM = 75;

export async function performancePdf(fills: readonly DemoFill[], locale: Locale = DEFAULT_LOCALE): Promise<Uint8Array> {
  const t = SAMPLE_TEXTS[locale];
  const swiss = swissNumber(locale);
  const month = SAMPLE_MONTH.toLocaleString(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixedDate = new Date('2025-11-01T00:00:00.000Z');
  doc.setTitle(t.documentTitle(month));
  doc.setAuthor('Alpora AG');
  doc.setCreator('scripts/generate-samples.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  doc.setLanguage(INTL_LOCALES[locale]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const summary = monthSummary(fills);
  const inner = width - 2 * MARGIN;
  const count = (value: number) => swiss(value, 0);

  page.drawRectangle({ x: 0, y: height - 56, width, height: 56, color: RED });
  page.drawText('Alpora', { x: MARGIN, y: height - 36, size: 20, font: fonts.bold, color: rgb(1, 1, 1) });
  assertFits(t.report, fonts.regular, 11, inner - 100);
  page.drawText(t.report, {
    x: width - MARGIN - fonts.regular.widthOfTextAtSize(t.report, 11),
    y: height - 34,
    size: 11,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });

  let y = height - 92;
  // The month opens the line, so it takes a capital where Intl writes it in lower case (octobre).
  const heading = `${month.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale])}${month.slice(1)} - ${t.portfolio}`;
  assertFits(heading, fonts.bold, 16, inner);
  page.drawText(heading, { x: MARGIN, y, size: 16, font: fonts.bold, color: INK });
  y -= 18;
  assertFits(t.sampleNotice, fonts.bold, 8.5, inner);
  page.drawText(t.sampleNotice, { x: MARGIN, y, size: 8.5, font: fonts.bold, color: RED });

  const kpis: [string, string][] = [
    [t.kpis.fills, count(summary.fills)],
    [t.kpis.notional(summary.currency), swiss(summary.notional)],
    [t.kpis.fees(summary.currency), swiss(summary.fees)],
    [t.kpis.decisionToAck, `${count(summary.avgDecisionToAckMs)} ms`],
    [t.kpis.unrealizedPnl(summary.currency), swiss(summary.unrealizedPnl)],
    [t.kpis.cash(summary.currency), swiss(summary.cash)],
  ];
  y -= 22;
  const boxWidth = (inner - 20) / 3;
  kpis.forEach(([label, value], index) => {
    const bx = MARGIN + (index % 3) * (boxWidth + 10);
    const by = y - Math.floor(index / 3) * 52;
    assertFits(value, fonts.bold, 14, boxWidth - 20);
    assertFits(label, fonts.regular, 8, boxWidth - 20);
    page.drawRectangle({ x: bx, y: by - 44, width: boxWidth, height: 44, borderColor: LINE, borderWidth: 1 });
    page.drawText(value, { x: bx + 10, y: by - 22, size: 14, font: fonts.bold, color: INK });
    page.drawText(label, { x: bx + 10, y: by - 36, size: 8, font: fonts.regular, color: MUTED });
  });
  y -= 120;

  /** A titled table; the next one starts 24 pt below it. */
  const section = (title: string, columns: Column[], rows: string[][]) => {
    assertFits(title, fonts.bold, 11, inner);
    page.drawText(title, { x: MARGIN, y, size: 11, font: fonts.bold, color: INK });
    y = drawTable(page, fonts, MARGIN, y - 8, columns, rows) - 24;
  };
  section(
    t.positions.title,
    [
      { title: t.positions.symbol, width: 90 },
      { title: t.positions.side, width: 60 },
      { title: t.positions.size, width: 70, align: 'right' },
      { title: t.positions.entry, width: 85, align: 'right' },
      { title: t.positions.mark, width: 85, align: 'right' },
      { title: t.positions.unrealizedPnl, width: 109.28, align: 'right' },
    ],
    positionLines().map((line) => [
      line.symbol,
      t.sides[line.side],
      swiss(line.size, 2),
      swiss(line.entryPrice),
      swiss(line.markPrice),
      swiss(line.unrealizedPnl),
    ]),
  );
  section(
    t.venues.title,
    [
      { title: t.venues.venue, width: 150 },
      { title: t.venues.fills, width: 60, align: 'right' },
      { title: t.venues.notional(summary.currency), width: 110, align: 'right' },
      { title: t.venues.fees(summary.currency), width: 90, align: 'right' },
      { title: t.venues.decisionToAck, width: 89.28, align: 'right' },
    ],
    venueSummaries(fills).map((v) => [
      v.venue,
      count(v.fills),
      swiss(v.notional),
      swiss(v.fees),
      `${count(v.avgDecisionToAckMs)} ms`,
    ]),
  );
  section(
    t.orders.title,
    [
      { title: t.orders.status, width: 150 },
      { title: t.orders.orders, width: 60, align: 'right' },
    ],
    orderCounts().map(([status, orders]) => [t.statuses[status], count(orders)]),
  );

  const top = NOTES_BOTTOM + (t.notes.length - 1) * 11;
  if (t.notes.length > 3 || top + 11 > y + 24) {
    throw new Error(`The notes of the ${locale} report do not fit under its tables: use at most three shorter lines.`);
  }
  t.notes.forEach((line, index) => {
    assertFits(line, fonts.regular, 7.5, inner);
    page.drawText(line, { x: MARGIN, y: top - index * 11, size: 7.5, font: fonts.regular, color: MUTED });
  });
  page.drawLine({ start: { x: MARGIN, y: 56 }, end: { x: width - MARGIN, y: 56 }, thickness: 0.5, color: LINE });
  assertFits(t.footer, fonts.regular, 7.5, inner);
  page.drawText(t.footer, { x: MARGIN, y: 42, size: 7.5, font: fonts.regular, color: MUTED });
  return doc.save({ useObjectStreams: false });
}
