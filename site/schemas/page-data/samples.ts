/**
 * /samples (docs/product.md#information-pages: sample files, a monthly performance PDF and an
 * audit extract CSV). A CSV's described columns must be its header, in order, so the page never
 * describes a column the file lacks.
 */
import { AUDIT_COLUMNS } from '@alpora/shared/demo/audit-columns';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { z } from 'astro/zod';

/**
 * Where a sample file is served for a page in `locale` (docs/decisions.md §316): a PDF is a
 * report a person reads, so each language has its own (/sample-reports/de/monthly-performance.pdf,
 * English at /samples/monthly-performance.pdf; the translations sit in one folder of files, not
 * under the /samples page, so the CDN needs one rule for them: scripts/cdn-headers.ts); a CSV is a machine format whose header is the
 * export's identifiers, one file for every language.
 *
 * @example sampleHref('monthly-performance.pdf', 'fr') // "/sample-reports/fr/monthly-performance.pdf"
 */
export function sampleHref(file: string, locale: Locale): string {
  const perLanguage = file.endsWith('.pdf') && locale !== DEFAULT_LOCALE;
  return perLanguage ? `/sample-reports/${locale}/${file}` : `/samples/${file}`;
}

/** The header of each generated CSV (scripts/generate-samples.ts). */
const CSV_HEADERS: Record<string, readonly string[]> = { 'audit-extract.csv': AUDIT_COLUMNS };

export const samplesData = z.object({
  page: z.literal('samples'),
  files: z
    .array(
      z.object({
        title: z.string().min(1),
        description: z.string().min(1).max(300),
        /** File name in site/public/samples/; `sampleHref` gives its URL in the page's language. */
        file: z.string().regex(/^[a-z0-9-]+\.(pdf|csv)$/),
        /** What the file contains, one line each. */
        contents: z.array(z.string().min(1)).min(1).max(8),
        /**
         * A CSV's columns in order, as its header names them, each with what it holds; the page
         * lists them.
         */
        columns: z
          .array(z.object({ name: z.string().regex(/^[a-z0-9_]+$/), meaning: z.string().min(1).max(120) }))
          .optional(),
      }),
    )
    .min(1)
    .superRefine((files, ctx) => {
      for (const [index, file] of files.entries()) {
        const header = CSV_HEADERS[file.file];
        if (!header) continue;
        const described = (file.columns ?? []).map((column) => column.name);
        if (described.join(',') === header.join(',')) continue;
        ctx.addIssue({
          code: 'custom',
          path: [index, 'columns'],
          message: `page-data/samples.yaml: ${file.file} has the columns ${header.join(', ')}; the page describes ${described.join(', ') || 'none'}.`,
        });
      }
    }),
});
