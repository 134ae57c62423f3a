/**
 * Writes the sample reports of /samples (docs/product.md#information-pages) into site/public/samples/: the monthly
 * performance PDF and the audit extract CSV, both from the dashboard's demo data. The files
 * are committed; run this after changing the demo data, and the unit test checks they match.
 *
 * @example node scripts/generate-samples.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { auditCsv } from './samples/audit-csv.ts';
import { performancePdf } from './samples/performance-pdf.ts';
import { sampleFills } from './samples/sample-month.ts';

export const SAMPLES_DIR = path.resolve(import.meta.dirname, '../site/public/samples');

export async function buildSamples(): Promise<Record<string, Uint8Array | string>> {
  const fills = sampleFills();
  return {
    'monthly-performance.pdf': await performancePdf(fills),
    'audit-extract.csv': auditCsv(fills),
  };
}

if (import.meta.main) {
  fs.mkdirSync(SAMPLES_DIR, { recursive: true });
  for (const [name, content] of Object.entries(await buildSamples())) {
    fs.writeFileSync(path.join(SAMPLES_DIR, name), content);
    process.stdout.write(`wrote site/public/samples/${name}\n`);
  }
}
