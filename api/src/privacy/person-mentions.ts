/**
 * Whether free text names the person of a privacy request (docs/privacy.md#requests): an audit
 * entry's detail, or a line of someone else's security log, may hold their address with any
 * `+tag` and in any case, their username, or their name as they gave it on a form or an account.
 * An erasure clears such text; an access answer lists it (docs/decisions.md §227).
 *
 * A name or username is matched as a whole word, in any case and with or without accents
 * (`searchKey`), so "Ada Lovelace" names her and "Adalbert" does not name "Ada". Names shorter
 * than MIN_NAME_LENGTH are not looked for: "Al" would clear every entry that says "all".
 *
 * @example textNamesPerson('{"note":"Called Ada Lovelace"}', person) // true
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { asciiLower, asciiLowerCase } from '#api/db/ascii-lower.ts';
import type { Database } from '#api/db/schema.ts';
import { searchKey } from '#api/lib/search-key.ts';
import { type Mailbox, mayMentionMailbox, textNamesMailbox } from './address-match.ts';

/** Shorter names and usernames are not looked for in free text. */
export const MIN_NAME_LENGTH = 3;

/** How the person may be named: their mailbox, usernames and names. */
export interface PersonNames {
  box: Mailbox;
  /** Usernames of their accounts. */
  usernames: readonly string[];
  /** Names they gave: a lead's name, first and last name, a booking's name. */
  names: readonly string[];
}

/** The names and usernames worth looking for, each once, by their search key. */
function wordsOf(person: PersonNames): string[] {
  const words = [...person.usernames, ...person.names]
    .map((word) => searchKey(word))
    .filter((word) => word.length >= MIN_NAME_LENGTH);
  return [...new Set(words)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Whether `text` names the person: an address of their mailbox, a username or a name, as a whole word. */
export function textNamesPerson(text: string, person: PersonNames): boolean {
  if (textNamesMailbox(text, person.box)) return true;
  const key = searchKey(text);
  return wordsOf(person).some((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}_.@+-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_@+-]|\\.[\\p{L}\\p{N}])`, 'u').test(key),
  );
}

/**
 * Whether a text column may name the person: coarse (a substring, ASCII letters in any case),
 * so the rows it picks are checked by `textNamesPerson`.
 */
export function mayMentionPerson(
  db: Kysely<Database>,
  // biome-ignore lint/suspicious/noExplicitAny: the predicate serves every table of the schema
  eb: ExpressionBuilder<any, any>,
  column: string,
  person: PersonNames,
): Expression<SqlBool> {
  const words = [...person.usernames, ...person.names]
    .map((word) => asciiLowerCase(word.trim()))
    .filter((word) => word.length >= MIN_NAME_LENGTH);
  return eb.or([
    mayMentionMailbox(db, column, person.box),
    ...[...new Set(words)].map(
      (word) => sql<SqlBool>`${asciiLower(db, column)} like ${`%${escapeLike(word)}%`} escape '\\'`,
    ),
  ]);
}
