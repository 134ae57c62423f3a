/**
 * `cli notice policy-change`: announces a material change to a legal page by email before it
 * takes effect, as the privacy policy promises (docs/product.md#email-subscriptions,
 * docs/decisions.md §83). It queues one mail per client account and per confirmed
 * product-update subscriber in one transaction and prints how many; the server's mail sender
 * delivers them. `--dry-run` prints the counts and queues nothing.
 *
 * @example node api/src/cli.ts notice policy-change --title "Privacy Policy" --page /privacy --effective 2027-01-01 --summary-file privacy-changes.txt --dry-run
 */

import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { operatorMessage } from '@alpora/shared/field-errors';
import { text } from '@alpora/shared/schemas/text';
import { GIVE_UP_AFTER_MS } from '#api/mail/retry-policy.ts';
import { type PolicyChangeNotice, queuePolicyChangeNotice } from '#api/repositories/policy-change-notices.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { type CliCommand, type CliDeps, UsageError, withUsage } from './command.ts';

const DAY_MS = 86_400_000;
/**
 * How many days after today (UTC) the change may take effect at the earliest: a mail queued now
 * may be retried for up to GIVE_UP_AFTER_MS before it arrives or fails (docs/decisions.md §68),
 * so the first day of the change is the day after the last retry could land.
 */
export const MIN_NOTICE_DAYS = Math.ceil(GIVE_UP_AFTER_MS / DAY_MS) + 1;

const USAGE = `Usage:
  notice policy-change --title <text> --page </path> --effective <YYYY-MM-DD> --summary-file <path> [--dry-run]

  --title         the document's title as its page shows it, e.g. "Privacy Policy"
  --page          the document's path on the site, e.g. /privacy
  --effective     the first day (UTC) the new version applies; at least ${MIN_NOTICE_DAYS} days after today
  --summary-file  a UTF-8 text file saying what changes; a blank line starts a paragraph
  --dry-run       print how many mails would be queued, queue nothing
`;

/**
 * The longest texts a notice takes: a title as long as an incident's, a summary as long as an
 * incident message, which is ample for what changes and keeps the mail readable.
 */
const MAX_TITLE = 200;
const MAX_SUMMARY = 5000;
/** A UTF-8 character takes at most 4 bytes: a larger file cannot hold a summary that fits. */
const MAX_SUMMARY_BYTES = MAX_SUMMARY * 4;
const MAX_PAGE = 200;

/**
 * A path of the site, optionally with a section: segments of letters, digits and `._~-`, each
 * starting with a letter or digit, so no `//` (another host) and no `..`.
 */
const SITE_PATH = /^\/(?:[A-Za-z0-9][A-Za-z0-9._~-]*\/?)*(?:#[A-Za-z0-9][A-Za-z0-9._~-]*)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function title(value: string | undefined): string {
  if (!value?.trim()) throw new UsageError('--title is required.');
  const parsed = text().trim().max(MAX_TITLE, `Use at most ${MAX_TITLE} characters.`).safeParse(value);
  if (!parsed.success) throw new UsageError(`--title: ${operatorMessage(parsed.error.issues[0])}`);
  // It is the subject's and the heading's words: one line.
  if (/[\r\n]/.test(parsed.data)) throw new UsageError('--title must be one line.');
  return parsed.data;
}

function page(value: string | undefined): string {
  if (!value) throw new UsageError('--page is required.');
  if (value.length > MAX_PAGE || !SITE_PATH.test(value)) {
    throw new UsageError(`--page must be a path of the site starting with /, e.g. /privacy; got "${value}".`);
  }
  return value;
}

/**
 * A real calendar day at least MIN_NOTICE_DAYS after today (UTC): a notice must reach people
 * before the change applies, even one the mail sender had to retry for days.
 */
function effectiveDate(value: string | undefined, now: Date): string {
  if (!value) throw new UsageError('--effective is required.');
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--effective must be a date as YYYY-MM-DD, got "${value}".`);
  }
  const today = now.toISOString().slice(0, 10);
  const earliest = new Date(Date.parse(`${today}T00:00:00.000Z`) + MIN_NOTICE_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (value < earliest) {
    throw new UsageError(
      `--effective must be at least ${MIN_NOTICE_DAYS} days after today (${today}, UTC), so ${earliest} or later: ` +
        `a queued mail may take up to ${GIVE_UP_AFTER_MS / DAY_MS} days of retries to arrive, and a notice must reach people before the change takes effect.`,
    );
  }
  return value;
}

/** The summary file's text: present, UTF-8, not blank, within MAX_SUMMARY characters and without NUL. */
function summary(file: string | undefined): string {
  if (!file) throw new UsageError('--summary-file is required.');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new UsageError(`--summary-file: there is no file "${file}".`);
  }
  if (!stat.isFile()) throw new UsageError(`--summary-file: "${file}" is not a file.`);
  if (stat.size > MAX_SUMMARY_BYTES) throw new UsageError(`--summary-file: use at most ${MAX_SUMMARY} characters.`);
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file));
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(`--summary-file: "${file}" is not UTF-8 text.`);
    throw new UsageError(`--summary-file: cannot read "${file}" (${(error as Error).message}).`);
  }
  // Control characters other than tab and line breaks mean a binary file, not a summary; NUL
  // gets the API's own message below.
  if (/\p{Cc}/u.test(content.replace(/[\t\r\n]/g, '').replaceAll('\u0000', ''))) {
    throw new UsageError(`--summary-file: "${file}" is not plain text (it holds control characters).`);
  }
  // The TextDecoder drops a byte order mark; line ends are kept as \n alone.
  const parsed = text()
    .trim()
    .min(1, 'The summary is blank: say what changes.')
    .max(MAX_SUMMARY, `Use at most ${MAX_SUMMARY} characters.`)
    .safeParse(content.replace(/\r\n?/g, '\n'));
  if (!parsed.success) throw new UsageError(`--summary-file: ${operatorMessage(parsed.error.issues[0])}`);
  return parsed.data;
}

async function run(action: string | undefined, args: string[], { db, config, out }: CliDeps): Promise<number> {
  if (action !== 'policy-change') {
    throw new UsageError(action ? `Unknown notice "${action}".` : 'Name the notice: policy-change.');
  }
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      page: { type: 'string' },
      effective: { type: 'string' },
      'summary-file': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const now = new Date();
  const notice: PolicyChangeNotice = {
    title: title(values.title),
    page: page(values.page),
    effectiveDate: effectiveDate(values.effective, now),
    summary: summary(values['summary-file']),
  };
  const dryRun = values['dry-run'] ?? false;
  const counts = await queuePolicyChangeNotice(db, notice, subscriptionMailSettings(config), now, { dryRun });
  const mails = `${counts.clients} to clients and ${counts.subscribers} to product-update subscribers`;
  out(
    dryRun
      ? `Dry run: would queue ${mails}. Nothing was queued.\n`
      : `Queued ${mails}; the server's mail sender delivers them.\n`,
  );
  if (counts.unreachableClients > 0) {
    out(`${counts.unreachableClients} client account(s) hold an address no mail server takes: not mailed.\n`);
  }
  return 0;
}

export const notice: CliCommand = {
  summary: 'Email a policy change to clients and product-update subscribers: notice policy-change',
  run([action, ...args], deps) {
    return withUsage(USAGE, deps.out, () => run(action, args, deps));
  },
};
