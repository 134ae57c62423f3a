/**
 * Writes the sample reports of /samples (docs/product.md#information-pages) into site/public/samples/: the monthly
 * performance PDF in every language of the site (English at samples/monthly-performance.pdf,
 * the others at samples/<locale>/monthly-performance.pdf) and the audit extract CSV, one for all
 * languages (docs/decisions.md §316), all from the dashboard's demo data. The files are
 * committed; run this after changing the demo data or a report's words, and the unit test
 * checks they match.
 *
 * @example node scripts/generate-samples.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { sampleHref } from '../site/schemas/page-data/samples.ts';
import { auditCsv } from './samples/audit-csv.ts';
import { performancePdf } from './samples/performance-pdf.ts';
import { sampleFills } from './samples/sample-month.ts';

export const PUBLIC_DIR = path.resolve(import.meta.dirname, '../site/public');

/** Every sample file by its path under site/public/ ("sample-reports/de/monthly-performance.pdf"). */
export async function buildSamples(): Promise<Record<string, Uint8Array | string>> {
  const fills = sampleFills();
  const files: Record<string, Uint8Array | string> = {};
  for (const locale of LOCALES) {
    files[sampleHref('monthly-performance.pdf', locale).slice(1)] = await performancePdf(fills, locale);
  }
  files[sampleHref('audit-extract.csv', 'en').slice(1)] = auditCsv(fills);
  return files;
}

if (import.meta.main) {
  for (const [name, content] of Object.entries(await buildSamples())) {
    const file = path.join(PUBLIC_DIR, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    process.stdout.write(`wrote site/public/${name}\n`);
  }
}
