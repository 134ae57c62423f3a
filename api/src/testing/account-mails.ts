/**
 * Test helpers for the account mails: the queued mails of a template to an address, the plain
 * token a queued link carries, and an account whose address is verified through its own link.
 *
 * @example const token = await mailedToken(t.db, 'password-reset', 'ada@example.com');
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { registerUser } from './accounts.ts';
import { postJson, type TestApp } from './test-app.ts';

export function queuedMails(db: Kysely<Database>, template: string, recipient: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('template', '=', template)
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

/** The token of the latest queued mail of `template` to `recipient`; throws when there is none. */
export async function mailedToken(db: Kysely<Database>, template: string, recipient: string): Promise<string> {
  const token = (await queuedMails(db, template, recipient)).at(-1)?.link_token;
  if (!token) throw new Error(`no ${template} mail with a link to ${recipient}`);
  return token;
}

/** Registers `username` (address `<username>@example.com`) and follows its verification link. */
export async function registerVerifiedUser(t: Pick<TestApp, 'app' | 'db'>, username: string) {
  const registered = await registerUser(t.app, username);
  const token = await mailedToken(t.db, 'verify-email', `${username}@example.com`);
  const res = await t.app.request('/api/auth/verification/confirm', postJson({ token }));
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${await res.text()}`);
  return registered;
}
