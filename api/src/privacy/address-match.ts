/**
 * Which stored addresses belong to the mailbox a privacy request names (docs/privacy.md#requests).
 * The person proved they read the mailbox by following the mailed link, and a mailbox gets the
 * mail of every `+tag` of its address (../mail/mailbox-key.ts), so the search matches the address
 * with any tag and in any case: `ada@example.com`, `Ada@Example.com` and `ada+news@example.com`
 * are one person's. Compared by `asciiLower`, the same on SQLite and PostgreSQL.
 *
 * @example db.selectFrom('leads').selectAll().where((eb) => ofMailbox(db, eb, 'email', mailbox('Ada@Example.com')))
 */
import type { ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { asciiLower, asciiLowerCase } from '#api/db/ascii-lower.ts';
import type { Database } from '#api/db/schema.ts';
import { mailboxKey } from '#api/mail/mailbox-key.ts';

/** The mailbox of a request: its key, and the LIKE pattern of its tagged addresses. */
export interface Mailbox {
  /** The mailbox key: lower case, no `+tag`. */
  key: string;
  /** `local+%@domain`, its own `%`, `_` and `\` escaped with `\`. */
  taggedPattern: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function mailbox(address: string): Mailbox {
  const key = mailboxKey(asciiLowerCase(address.trim()));
  const at = key.lastIndexOf('@');
  const local = key.slice(0, at);
  const domain = key.slice(at);
  return { key, taggedPattern: `${escapeLike(local)}+%${escapeLike(domain)}` };
}

/** Whether `column` holds an address of the mailbox, in any case, with or without a tag. */
// biome-ignore lint/suspicious/noExplicitAny: the predicate serves every table of the schema
export function ofMailbox(db: Kysely<Database>, eb: ExpressionBuilder<any, any>, column: string, box: Mailbox) {
  const lowered = asciiLower(db, column);
  return eb.or([eb(lowered, '=', box.key), sql<SqlBool>`${lowered} like ${box.taggedPattern} escape '\\'`]);
}

/** Where an address may stand in free text: no letter, digit or address character either side. */
const ADDRESS_IN_TEXT = /[^\s"'<>(),;:[\]\\]+@[^\s"'<>(),;:[\]\\]+/g;

/**
 * Whether free text (an audit entry's detail, a security log line, a mail's data) holds an
 * address of the mailbox, in any case and with any `+tag`, as a whole address: `bada@example.com`
 * is not `ada@example.com`. Runs in JS on rows `mayMentionMailbox` picked out.
 */
export function textNamesMailbox(text: string, box: Mailbox): boolean {
  for (const [found] of text.matchAll(ADDRESS_IN_TEXT)) {
    if (mailboxKey(asciiLowerCase(found.replace(/\.+$/, ''))) === box.key) return true;
  }
  return false;
}

/**
 * Whether a text column may hold an address of the mailbox: its local part, then its domain, in
 * any case. Coarse (it lets `bada@example.com` through), so the rows it picks are checked by
 * `textNamesMailbox`; it keeps that check to the few rows that can match.
 */
export function mayMentionMailbox(db: Kysely<Database>, column: string, box: Mailbox) {
  const at = box.key.lastIndexOf('@');
  const pattern = `%${escapeLike(box.key.slice(0, at))}%${escapeLike(box.key.slice(at))}%`;
  return sql<SqlBool>`${asciiLower(db, column)} like ${pattern} escape '\\'`;
}
