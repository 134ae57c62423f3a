/**
 * `cli leads-export [--kind <kind>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out <file>]`:
 * the leads as CSV for the marketing team (docs/decisions.md §60). UTF-8 with a byte order
 * mark so Excel reads accents right, RFC 4180 quoting and CRLF line ends, and no text a
 * spreadsheet could read as the start of a formula (OWASP CSV injection), whichever list
 * separator it splits on.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { LEAD_KINDS, type LeadKind } from '@alpora/shared/schemas/leads';
import type { LeadRow } from '#api/db/schema.ts';
import { CONSENT_AND_CAMPAIGN_COLUMNS, type LeadFilter, listLeads } from '#api/repositories/leads.ts';
import { type CliCommand, UsageError } from './command.ts';

/** The columns in export order: every stored field of a lead. */
export const CSV_COLUMNS = [
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
  ...CONSENT_AND_CAMPAIGN_COLUMNS,
  'submission_count',
] as const satisfies readonly (keyof LeadRow)[];

/** A formula trigger at the start of the text, spaces or quotes before it allowed. */
const FORMULA_START = /^([ "]*)([=+\-@\t\r])/;
/**
 * A formula trigger after a list separator or line break inside the text, spaces or quotes
 * between allowed. Excel in de-CH or fr-CH opens a .csv splitting on `;` and honours quotes
 * only at the start of its own fields, so our quoting cannot keep `ACME;=cmd|…` in one cell
 * there: the part after the `;` becomes a cell of its own. A tab starts a cell when pasted, a
 * line break a row in readers that ignore quotes.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ "]*)([=+\-@])/g;
/** What makes RFC 4180 quote a cell, plus `;` and tab, the other usual separators. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: every formula trigger at its start or after a separator inside it prefixed with
 * `'`, and quoted (quotes doubled) when it holds a quote, a separator or a line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    text = text.replace(FORMULA_START, "$1'$2");
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsCsv(rows: readonly LeadRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
    const csv = leadsCsv(await listLeads(db, filter));
    if (filter.out) fs.writeFileSync(filter.out, csv, 'utf8');
    else out(csv);
    return 0;
  },
};
