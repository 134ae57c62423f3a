import fs from 'node:fs';
import path from 'node:path';
import { demoFills } from '@alpora/shared/demo/demo-fills';
import { describe, expect, test } from 'vitest';
import { buildSamples, SAMPLES_DIR } from './generate-samples.ts';
import { AUDIT_COLUMNS } from './samples/audit-csv.ts';
import { SAMPLE_MONTH } from './samples/sample-month.ts';

const committed = (name: string) => fs.readFileSync(path.join(SAMPLES_DIR, name));

describe('the committed sample files', () => {
  test.each(['monthly-performance.pdf', 'audit-extract.csv'])('%s is what the script produces', async (name) => {
    const built = (await buildSamples())[name];
    expect(built, `run "node scripts/generate-samples.ts" to refresh ${name}`).toBeDefined();
    expect(Buffer.from(built ?? '').equals(committed(name)), `${name} differs from the script's output`).toBe(true);
  });

  test('the audit extract parses and its totals agree with the demo fills', () => {
    const [header, ...rows] = committed('audit-extract.csv').toString('utf8').trimEnd().split('\r\n');
    expect(header?.split(',')).toEqual([...AUDIT_COLUMNS]);
    const fills = demoFills(SAMPLE_MONTH);
    expect(rows).toHaveLength(fills.length);
    const cells = rows.map((row) => row.split(','));
    expect(cells.every((row) => row.length === AUDIT_COLUMNS.length)).toBe(true);
    const sum = (column: string) =>
      cells.reduce((total, row) => total + Number(row[AUDIT_COLUMNS.indexOf(column as never)]), 0);
    expect(sum('notional_usd')).toBeCloseTo(
      fills.reduce((total, fill) => total + fill.notional, 0),
      2,
    );
    expect(sum('fee_usd')).toBeCloseTo(
      fills.reduce((total, fill) => total + fill.fee, 0),
      2,
    );
    expect(cells.every((row) => row[1]?.startsWith('2025-10-'))).toBe(true);
  });

  test('the performance report is a one-page PDF', () => {
    const pdf = committed('monthly-performance.pdf').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
