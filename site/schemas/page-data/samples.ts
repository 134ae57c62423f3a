/** /samples (docs/product.md#information-pages: sample files, a monthly performance PDF and an audit extract CSV). */
import { z } from 'astro/zod';

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
      }),
    )
    .min(1),
});
