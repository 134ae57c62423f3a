/**
 * Resending a mail from /admin#mail (docs/back-office.md#mail, docs/decisions.md §147): only a
 * mail that failed for good is queued again, as it is, with its Message-ID, so a receiver
 * that did get an attempt the sender counted as failed drops the second copy. A sent mail is
 * not resent (the receiving server accepted it), a cancelled one never (its subscriber
 * unsubscribed), a queued one is on its way. A mail with a single-use link cannot be resent:
 * its token is kept only until the mail is final and only its hash is stored, so the link is
 * gone (docs/decisions.md §73); the person asks for a new one where they asked for the first.
 * The resend is in the audit log as `mail.resend`, in its own transaction.
 *
 * @example const row = await resendMail(db, staffActor(c), id, clock.now()); kickMailSender?.();
 */
import type { Kysely } from 'kysely';
import type { Database, MailRow } from '#api/db/schema.ts';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { findMail, requeueFailedMail } from '#api/repositories/mail-outbox.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/** Why a mail is not resent, as the API answers it. */
export class MailResendRefused extends Error {
  override name = 'MailResendRefused';
  readonly code: 'not_found' | 'not_resendable';
  constructor(code: MailResendRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** Why `mail` cannot be resent, in words an administrator can act on; null when it can. */
export function resendRefusal(mail: Pick<MailRow, 'status' | 'data' | 'link_token'>): string | null {
  switch (mail.status) {
    case 'queued':
    case 'sending':
      return 'It is on its way: the sender delivers it, or retries it, by itself.';
    case 'sent':
      return "The recipient's mail server accepted it; a second copy with its Message-ID would be dropped as a duplicate.";
    case 'cancelled':
      return 'Its subscriber unsubscribed: a cancelled mail is never sent.';
  }
  if (mail.data.includes(LINK_TOKEN_PLACEHOLDER) && mail.link_token === null) {
    return 'Its single-use link is gone: the token was kept only until the mail failed. The person asks for a new link where they asked for this one.';
  }
  return null;
}

/** Queues a failed mail again; answers the mail as it is now. Throws MailResendRefused. */
export async function resendMail(db: Kysely<Database>, actor: AuditActor, mailId: number, now: Date): Promise<MailRow> {
  return db.transaction().execute(async (trx) => {
    const mail = await findMail(trx, mailId);
    if (!mail) throw new MailResendRefused('not_found', `No mail ${mailId}.`);
    const refusal = resendRefusal(mail);
    // A resend that came first has queued it already: this one is refused like any queued mail.
    if (refusal !== null || !(await requeueFailedMail(trx, mailId, now))) {
      throw new MailResendRefused('not_resendable', refusal ?? resendRefusal({ ...mail, status: 'queued' }) ?? '');
    }
    const detail = { template: mail.template, previousError: mail.last_error };
    await recordAudit(
      trx,
      actor,
      { action: 'mail.resend', subjectType: 'mail', subjectId: String(mailId), detail },
      now,
    );
    const queued = await findMail(trx, mailId);
    if (!queued) throw new MailResendRefused('not_found', `No mail ${mailId}.`);
    return queued;
  });
}
