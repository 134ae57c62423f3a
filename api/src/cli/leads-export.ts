/**
 * `cli leads-export [--kind <kind>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out <file>]`:
 * the leads as CSV for the marketing team (docs/decisions.md §60), written by the
 * formula-safe writer of ../lib/csv.ts. The leads inbox's export writes the same columns
 * (docs/back-office.md#leads-inbox).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { LEAD_KINDS, type LeadKind } from '@alpora/shared/schemas/leads';
import { OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import type { LeadRow } from '#api/db/schema.ts';
import { csvDocument } from '#api/lib/csv.ts';
import { type InboxLead, leadsForExport } from '#api/repositories/lead-inbox.ts';
import { CONSENT_AND_CAMPAIGN_COLUMNS, type LeadFilter } from '#api/repositories/leads.ts';
import { type CliCommand, UsageError } from './command.ts';

/** The stored fields in export order: every field of a lead, then its place in the pipeline. */
const LEAD_COLUMNS = [
  'public_id',
  'kind',
  'created_at',
  'updated_at',
  'email',
  'name',
  'first_name',
  'last_name',
  'company',
  'persona',
  'selected_plan',
  'role',
  'aum_band',
  'use_case',
  'monthly_volume',
  'timeline',
  'infrastructure',
  'message',
  // The language of the newest submission's page (docs/decisions.md §303).
  'locale',
  ...CONSENT_AND_CAMPAIGN_COLUMNS,
  'submission_count',
  'status',
] as const satisfies readonly (keyof LeadRow)[];

/** The columns in export order; `owner` is the username of the staff member who works the lead. */
export const CSV_COLUMNS = [...LEAD_COLUMNS, 'owner'] as const;

export function leadsCsv(rows: readonly InboxLead[]): string {
  return csvDocument(
    CSV_COLUMNS,
    rows.map((row) => [...LEAD_COLUMNS.map((column) => row[column]), row.owner?.username ?? null]),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string, option: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (!DAY.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new UsageError(`${option} must be a date as YYYY-MM-DD, got "${day}".`);
  }
  return date;
}

/** The repository filter of the command line; --from and --to are whole UTC days, both included. */
export function exportFilter(args: string[]): LeadFilter & { out?: string | undefined } {
  const { values } = parseArgs({
    args,
    options: { kind: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  if (values.kind !== undefined && !(LEAD_KINDS as readonly string[]).includes(values.kind)) {
    throw new UsageError(`--kind must be one of ${LEAD_KINDS.join(', ')}, got "${values.kind}".`);
  }
  const from = values.from === undefined ? undefined : dayStart(values.from, '--from').toISOString();
  const before =
    values.to === undefined ? undefined : new Date(dayStart(values.to, '--to').getTime() + 86_400_000).toISOString();
  if (from && before && from >= before) throw new UsageError('--from must not be after --to.');
  return { kind: values.kind as LeadKind | undefined, from, before, out: values.out };
}

export const leadsExport: CliCommand = {
  summary: 'Write leads as CSV (--kind, --from/--to YYYY-MM-DD, --out file; stdout by default)',
  async run(args, { db, out }) {
    let filter: ReturnType<typeof exportFilter>;
    try {
      filter = exportFilter(args);
    } catch (error) {
      process.stderr.write(`leads-export: ${(error as Error).message}\n`);
      return 2;
    }
    const rows = await leadsForExport(db, filter);
    // The operator's copy leaves the system like a staff export does: the audit log records it.
    const detail = { kind: filter.kind, from: filter.from, before: filter.before, rows: rows.length };
    await recordAudit(db, OPERATOR, { action: 'leads.export', subjectType: 'lead', detail }, new Date());
    const csv = leadsCsv(rows);
    if (filter.out) fs.writeFileSync(filter.out, csv, 'utf8');
    else out(csv);
    return 0;
  },
};
