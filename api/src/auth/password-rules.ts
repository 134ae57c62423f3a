/**
 * The rules a new password meets beyond its length (docs/decisions.md §90), for registration,
 * a reset and a change alike: not among the common and breached passwords, and not containing
 * the account's own username, the local part of its email address or the name of this service,
 * compared case-insensitively. A local part shorter than MIN_IDENTITY_PART characters is not checked: "jo"
 * appears inside too many good passphrases to forbid it.
 *
 * @example const problem = newPasswordProblem(password, { username, email }); if (problem) refuse(problem);
 */
import { isCommonPassword } from './common-passwords.ts';

/**
 * Words of this service that a guesser of its accounts tries first (OWASP ASVS 5.0 V6.1.2,
 * docs/security.md): the company and product name and the site's own host name, in any case
 * and with anything around them, so "Alpora2026!" and "alpora.ch-login" are refused. Plan
 * names and everyday trading words are not listed: they are ordinary words of many good
 * passphrases.
 */
export const CONTEXT_WORDS: readonly string[] = ['alpora'];

/** Parts of the account's identity shorter than this are not searched for in the password. */
export const MIN_IDENTITY_PART = 3;

export const PASSWORD_RULE_MESSAGES = {
  common: 'This password is among the most common or breached ones. Choose another, for example a short sentence.',
  containsUsername: 'The password must not contain your username.',
  containsEmail: 'The password must not contain the name part of your email address.',
  containsContextWord: 'The password must not contain the name of this service (Alpora).',
} as const;

interface AccountIdentity {
  username: string;
  email: string;
}

/** What is wrong with a new password for this account, or undefined when it may be used. */
export function newPasswordProblem(password: string, account: AccountIdentity): string | undefined {
  const lower = password.toLowerCase();
  const username = account.username.trim().toLowerCase();
  if (username.length >= MIN_IDENTITY_PART && lower.includes(username)) return PASSWORD_RULE_MESSAGES.containsUsername;
  const localPart = account.email.trim().toLowerCase().split('@')[0] ?? '';
  if (localPart.length >= MIN_IDENTITY_PART && lower.includes(localPart)) return PASSWORD_RULE_MESSAGES.containsEmail;
  if (CONTEXT_WORDS.some((word) => lower.includes(word))) return PASSWORD_RULE_MESSAGES.containsContextWord;
  if (isCommonPassword(password)) return PASSWORD_RULE_MESSAGES.common;
  return undefined;
}
