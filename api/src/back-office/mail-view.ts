/**
 * A mail as /admin#mail shows it (docs/back-office.md#mail): the outbox row's delivery state
 * for the list, and for one mail its props, its subject and text as the template renders them,
 * and every delivery attempt. No answer carries a link's token (docs/decisions.md §148): the
 * token column is never read out, and a value that looks like one (a `token`, `secret`,
 * `password` or `code` prop, or such a parameter in a link) is shown as `[hidden]`, the
 * rendered text included, since it renders the props as shown.
 *
 * @example const detail = await mailDetail(db, row, productRenderer);
 */
import type { MailDetail, MailStatus, MailSummary } from '@alpora/shared/schemas/admin-mail';
import type { Kysely } from 'kysely';
import type { Database, MailRow } from '#api/db/schema.ts';
import type { MailRenderer } from '#api/mail/render-types.ts';
import { listMailAttempts } from '#api/repositories/mail-outbox.ts';
import { resendRefusal } from './mail-resend.ts';

/** What stands in a hidden value's place. */
export const HIDDEN = '[hidden]';

const SECRET_KEY = /token|secret|password|passcode|code$/i;
const SECRET_PARAMETER = /([?&#;](?:token|code|key|secret|signature|sig)=)[^&#\s"'<>]*/gi;

/** `value` with every secret-looking prop and link parameter hidden, at any depth. */
export function withoutSecrets(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key)) return HIDDEN;
  if (typeof value === 'string') return value.replace(SECRET_PARAMETER, `$1${HIDDEN}`);
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withoutSecrets(item, name)]));
  }
  return value;
}

export function mailSummary(mail: MailRow): MailSummary {
  return {
    id: mail.id,
    template: mail.template,
    category: mail.category,
    recipient: mail.recipient,
    status: mail.status as MailStatus,
    attempts: mail.attempts,
    lastError: mail.last_error,
    createdAt: mail.created_at,
    nextAttemptAt: mail.status === 'queued' ? mail.next_attempt_at : null,
    sentAt: mail.sent_at,
    resentAt: mail.requeued_at,
    resendRefusal: resendRefusal(mail),
  };
}

function storedProps(mail: MailRow): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(mail.data);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function mailDetail(db: Kysely<Database>, mail: MailRow, render: MailRenderer): Promise<MailDetail> {
  const data = withoutSecrets(storedProps(mail)) as Record<string, unknown>;
  let rendered: MailDetail['rendered'] = null;
  let renderError: string | null = null;
  try {
    const { subject, text } = await render(mail.template, data, mail.locale);
    rendered = { subject, text: withoutSecrets(text) as string };
  } catch (error) {
    renderError = error instanceof Error ? error.message : String(error);
  }
  const attempts = await listMailAttempts(db, mail.id);
  return {
    ...mailSummary(mail),
    messageId: mail.message_id,
    replyTo: mail.reply_to,
    locale: mail.locale,
    data,
    rendered,
    renderError,
    attemptLog: attempts.map((attempt) => ({
      at: attempt.attempted_at,
      outcome: attempt.outcome as 'sent' | 'failed',
      response: attempt.response,
    })),
  };
}
