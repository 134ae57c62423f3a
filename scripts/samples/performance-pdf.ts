/**
 * The sample monthly performance report, one A4 page drawn with pdf-lib from the
 * demo data. Dates in the file's metadata are fixed, so the bytes are the same on every run.
 */
import type { DemoFill } from '@alpora/shared/demo/demo-fills';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { type Column, drawTable, INK, LINE, MUTED, RED, swiss } from './pdf-table.ts';
import { monthSummary, orderCounts, positionLines, SAMPLE_MONTH, venueSummaries } from './sample-month.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

export async function performancePdf(fills: readonly DemoFill[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixedDate = new Date('2025-11-01T00:00:00.000Z');
  doc.setTitle('Monthly performance report - October 2025 (sample)');
  doc.setAuthor('Alpora AG');
  doc.setCreator('scripts/generate-samples.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const summary = monthSummary(fills);
  const month = SAMPLE_MONTH.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  page.drawRectangle({ x: 0, y: height - 56, width, height: 56, color: RED });
  page.drawText('Alpora', { x: MARGIN, y: height - 36, size: 20, font: fonts.bold, color: rgb(1, 1, 1) });
  page.drawText('Monthly performance report', {
    x: width - MARGIN - fonts.regular.widthOfTextAtSize('Monthly performance report', 11),
    y: height - 34,
    size: 11,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });

  let y = height - 92;
  page.drawText(`${month} - ${summary.portfolio}`, { x: MARGIN, y, size: 16, font: fonts.bold, color: INK });
  y -= 18;
  page.drawText('SAMPLE: simulated paper-trading data for illustration, not the results of a real client.', {
    x: MARGIN,
    y,
    size: 8.5,
    font: fonts.bold,
    color: RED,
  });

  const kpis: [string, string][] = [
    ['Fills in the month', String(summary.fills)],
    [`Traded notional (${summary.currency})`, swiss(summary.notional)],
    [`Venue fees (${summary.currency})`, swiss(summary.fees)],
    ['Avg decision-to-ack', `${summary.avgDecisionToAckMs} ms`],
    [`Unrealised P&L (${summary.currency})`, swiss(summary.unrealizedPnl)],
    [`Cash (${summary.currency})`, swiss(summary.cash)],
  ];
  y -= 22;
  const boxWidth = (width - 2 * MARGIN - 20) / 3;
  kpis.forEach(([label, value], index) => {
    const bx = MARGIN + (index % 3) * (boxWidth + 10);
    const by = y - Math.floor(index / 3) * 52;
    page.drawRectangle({ x: bx, y: by - 44, width: boxWidth, height: 44, borderColor: LINE, borderWidth: 1 });
    page.drawText(value, { x: bx + 10, y: by - 22, size: 14, font: fonts.bold, color: INK });
    page.drawText(label, { x: bx + 10, y: by - 36, size: 8, font: fonts.regular, color: MUTED });
  });
  y -= 120;

  /** A titled table; the next one starts 24 pt below it. */
  const section = (title: string, columns: Column[], rows: string[][]) => {
    page.drawText(title, { x: MARGIN, y, size: 11, font: fonts.bold, color: INK });
    y = drawTable(page, fonts, MARGIN, y - 8, columns, rows) - 24;
  };
  section(
    'Positions at month end (marked at reference prices)',
    [
      { title: 'Symbol', width: 90 },
      { title: 'Side', width: 60 },
      { title: 'Size', width: 70, align: 'right' },
      { title: 'Entry', width: 85, align: 'right' },
      { title: 'Mark', width: 85, align: 'right' },
      { title: 'Unrealised P&L', width: 109.28, align: 'right' },
    ],
    positionLines().map((line) => [
      line.symbol,
      line.side,
      swiss(line.size, 2),
      swiss(line.entryPrice),
      swiss(line.markPrice),
      swiss(line.unrealizedPnl),
    ]),
  );
  section(
    'Execution by venue',
    [
      { title: 'Venue', width: 150 },
      { title: 'Fills', width: 60, align: 'right' },
      { title: `Notional (${summary.currency})`, width: 110, align: 'right' },
      { title: `Fees (${summary.currency})`, width: 90, align: 'right' },
      { title: 'Avg decision-to-ack', width: 89.28, align: 'right' },
    ],
    venueSummaries(fills).map((v) => [
      v.venue,
      String(v.fills),
      swiss(v.notional),
      swiss(v.fees),
      `${v.avgDecisionToAckMs} ms`,
    ]),
  );
  section(
    'Orders by status',
    [
      { title: 'Status', width: 150 },
      { title: 'Orders', width: 60, align: 'right' },
    ],
    Object.entries(orderCounts()).map(([status, count]) => [status, String(count)]),
  );

  const notes = [
    'Fees are simulated venue fees of 5 basis points. Decision-to-ack is the time from the routing decision to the venue acknowledgement;',
    'the product targets under 1 second. Every fill of the month is in the audit extract (audit-extract.csv).',
  ];
  notes.forEach((line, index) => {
    page.drawText(line, { x: MARGIN, y: 86 - index * 11, size: 7.5, font: fonts.regular, color: MUTED });
  });
  page.drawLine({ start: { x: MARGIN, y: 56 }, end: { x: width - MARGIN, y: 56 }, thickness: 0.5, color: LINE });
  page.drawText('Alpora AG, Zug, Switzerland - non-custodial execution software. Page 1 of 1', {
    x: MARGIN,
    y: 42,
    size: 7.5,
    font: fonts.regular,
    color: MUTED,
  });
  return doc.save({ useObjectStreams: false });
}
