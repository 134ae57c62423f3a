/**
 * /samples (docs/product.md#information-pages: sample files, a monthly performance PDF and an
 * audit extract CSV). A CSV's described columns must be its header, in order, so the page never
 * describes a column the file lacks.
 */
import { AUDIT_COLUMNS } from '@alpora/shared/demo/audit-columns';
import { z } from 'astro/zod';

/** The header of each generated CSV (scripts/generate-samples.ts). */
const CSV_HEADERS: Record<string, readonly string[]> = { 'audit-extract.csv': AUDIT_COLUMNS };

export const samplesData = z.object({
  page: z.literal('samples'),
  files: z
    .array(
      z.object({
        title: z.string().min(1),
        description: z.string().min(1).max(300),
        /** File name in site/public/samples/. */
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
          message: `content/en/page-data/samples.yaml: ${file.file} has the columns ${header.join(', ')}; the page describes ${described.join(', ') || 'none'}.`,
        });
      }
    }),
});
