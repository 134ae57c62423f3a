/**
 * The data map (content/data-map.yaml, docs/privacy.md): every kind of personal data the
 * product holds, with its purpose, legal basis, recipients and retention. The privacy policy,
 * the record of processing activities and the retention purge all read it through this module,
 * so a period changed in the file changes all three.
 *
 * @example const map = parseDataMap(readFileSync('content/data-map.yaml', 'utf8'));
 *          retentionCutoff(kindOf(map, 'analytics').retention, now)
 */
import { parse } from 'yaml';
import { z } from 'zod';

const words = z.string().trim().min(1);

/** A period after a moment (`months: 24, after: …`), or `until` something ends. */
const retentionSchema = z.union([
  z.strictObject({ days: z.number().int().positive(), after: words }),
  z.strictObject({ months: z.number().int().positive(), after: words }),
  z.strictObject({ years: z.number().int().positive(), after: words }),
  z.strictObject({ until: words }),
]);

export type Retention = z.infer<typeof retentionSchema>;

/** What deletes a kind when its period ends (the file's header explains each). */
export const ENFORCERS = ['purge', 'backup', 'host', 'owner', 'records', 'team'] as const;

const kindSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'An id is lower-case words joined by hyphens.'),
  name: words,
  subjects: words,
  data: words,
  purpose: words,
  legalBasis: words,
  recipients: words,
  retention: retentionSchema,
  enforcedBy: z.enum(ENFORCERS),
  tables: z.array(z.string().regex(/^[a-z_]+$/)),
});

export type DataKind = z.infer<typeof kindSchema>;

const storageSchema = z.strictObject({
  key: z.string().min(1),
  where: z.enum(['localStorage', 'sessionStorage', 'cookie']),
  purpose: words,
  lifetime: words,
});

export type StorageDisclosure = z.infer<typeof storageSchema>;

export const dataMapSchema = z
  .strictObject({
    policy: z.strictObject({
      /** The privacy policy's version: the cookie banner asks again when it changes. */
      version: z.string().regex(/^\d+(\.\d+)*$/, 'A version is numbers joined by dots, e.g. "1.2".'),
      effectiveDate: z.coerce.date(),
    }),
    controller: z.strictObject({ name: words, address: words, contact: z.email() }),
    security: z.array(words).min(1),
    abroad: words,
    kinds: z.array(kindSchema).min(1),
    notPersonal: z.array(z.string().regex(/^[a-z_]+$/)),
    browserStorage: z.array(storageSchema).min(1),
  })
  .superRefine((map, ctx) => {
    const seen = new Set<string>();
    for (const [index, kind] of map.kinds.entries()) {
      if (seen.has(kind.id))
        ctx.addIssue({ code: 'custom', path: ['kinds', index, 'id'], message: `"${kind.id}" twice.` });
      seen.add(kind.id);
    }
    const keys = new Set<string>();
    for (const [index, entry] of map.browserStorage.entries()) {
      if (keys.has(entry.key))
        ctx.addIssue({ code: 'custom', path: ['browserStorage', index, 'key'], message: `"${entry.key}" twice.` });
      keys.add(entry.key);
    }
  });

export type DataMap = z.infer<typeof dataMapSchema>;

/** Parses and checks the file's text; a mistake throws naming the field. */
export function parseDataMap(text: string, file = 'content/data-map.yaml'): DataMap {
  const result = dataMapSchema.safeParse(parse(text));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`${file} is not a valid data map:\n${problems}`);
}

export function kindOf(map: DataMap, id: string): DataKind {
  const kind = map.kinds.find((candidate) => candidate.id === id);
  if (!kind) throw new Error(`The data map has no kind "${id}".`);
  return kind;
}

/** "24 months after the last activity on it", "until you unsubscribe", as the pages show it. */
export function retentionText(retention: Retention): string {
  if ('until' in retention) return `until ${retention.until}`;
  const [count, unit] =
    'days' in retention
      ? [retention.days, 'day']
      : 'months' in retention
        ? [retention.months, 'month']
        : [retention.years, 'year'];
  return `${count} ${unit}${count === 1 ? '' : 's'} after ${retention.after}`;
}

/** The same day and time `months` calendar months earlier (UTC), the 31st falling back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/**
 * The moment before which data kept for `retention` is past its period; null for data kept
 * `until` something ends, which its own purge decides.
 */
export function retentionCutoff(retention: Retention, now: Date): Date | null {
  if ('days' in retention) return new Date(now.getTime() - retention.days * 86_400_000);
  if ('months' in retention) return monthsBefore(now, retention.months);
  if ('years' in retention) return monthsBefore(now, retention.years * 12);
  return null;
}
