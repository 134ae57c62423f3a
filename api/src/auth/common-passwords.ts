/**
 * The common-password check of OWASP ASVS 5.0 V6.2 (reject passwords among the most common).
 * The list (common-passwords.txt, beside this file) says where it comes from in its header.
 */
import fs from 'node:fs';
import path from 'node:path';

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}
