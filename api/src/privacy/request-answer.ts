/**
 * Answering a privacy request (docs/privacy.md#requests), in the caller's transaction: an
 * access request gets its outcome (rows found per data map kind) and a link that downloads the
 * answer for PRIVACY_LINK_DAYS from the answer (the link the person followed, or a new one); an erasure request is carried out (./erasure.ts) and its outcome
 * lists the rows erased per kind and what is kept and why. Either way the person is mailed the
 * answer. A declined request is mailed its reason.
 *
 * The product answers a confirmed web request at once, by itself, except when the address
 * holds a staff account (admin, sales): what such an account holds is the company's as much
 * as the person's, so the request stays open for an administrator to answer by its due date.
 *
 * @example await db.transaction().execute((trx) => answerPrivacyRequest(trx, row, { answerer: staffActor(c), settings }, now));
 */

import type { PrivacyOutcome } from '@alpora/shared/schemas/privacy-requests';
import type { Kysely } from 'kysely';
import type { AuditActor } from '#api/back-office/audit.ts';
import type { Config } from '#api/config.ts';
import type { Database, PrivacyRequestRow } from '#api/db/schema.ts';
import { senderDomain } from '#api/mail/address.ts';
import { linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { updatePrivacyRequest } from '#api/repositories/privacy-requests.ts';
import { mailbox } from './address-match.ts';
import { dataMap } from './data-map-file.ts';
import { eraseMailboxData, rowsByKind } from './erasure.ts';
import { erasureAnswer } from './erasure-answer.ts';
import { keptAfterErasure } from './kept-records.ts';
import { readMailboxData } from './mailbox-data.ts';
import { privacyLinkExpiry, privacyLinkUrl } from './privacy-link.ts';

export interface PrivacyMailSettings {
  /** The public site (SITE_URL): the links of the mails point there. */
  siteUrl: string;
  /** The domain of MAIL_FROM, which names the Message-IDs. */
  domain: string;
  /** The address a person writes to about a request: the data map's controller contact. */
  contact: string;
}

export function privacyMailSettings(config: Pick<Config, 'SITE_URL' | 'MAIL_FROM'>): PrivacyMailSettings {
  return {
    siteUrl: config.SITE_URL,
    domain: senderDomain(config.MAIL_FROM) ?? 'localhost',
    contact: dataMap().controller.contact,
  };
}

/** A request that cannot be answered as asked: not found, or not open any more. */
export class PrivacyRequestRefused extends Error {
  override name = 'PrivacyRequestRefused';
  readonly code: 'not_found' | 'not_open';
  constructor(code: 'not_found' | 'not_open', message: string) {
    super(message);
    this.code = code;
  }
}

export interface AnswerOptions {
  /** The administrator who answers; null when the product answers a confirmed request itself. */
  answerer: AuditActor | null;
  settings: PrivacyMailSettings;
  /**
   * The plain token of the link the person just followed: the answer's mail carries the same
   * link. Without it (an administrator's answer) a new link is issued for an access answer.
   */
  linkToken?: string | undefined;
}

function handledBy(answerer: AuditActor | null) {
  return { handled_by: answerer?.userId ?? null, handled_by_name: answerer?.name ?? null };
}

async function mailAnswer(
  trx: Kysely<Database>,
  row: PrivacyRequestRow,
  data: MailProps<'privacy-request-answered'>,
  settings: PrivacyMailSettings,
  now: Date,
  linkToken?: string,
): Promise<void> {
  await enqueueMail(
    trx,
    {
      template: 'privacy-request-answered',
      category: 'transactional',
      recipient: row.email,
      locale: personLocale(row.locale),
      data,
      linkToken,
      domain: settings.domain,
    },
    now,
  );
}

/**
 * Answers an open request; answers the row as it now is: completed, or still open when the
 * product may not answer it by itself. Throws PrivacyRequestRefused when it is not open.
 */
export async function answerPrivacyRequest(
  trx: Kysely<Database>,
  row: PrivacyRequestRow,
  { answerer, settings, linkToken }: AnswerOptions,
  now: Date,
): Promise<PrivacyRequestRow> {
  if (row.status !== 'open')
    throw new PrivacyRequestRefused('not_open', 'This request is not open: it was answered already.');
  const box = mailbox(row.email);
  const data = await readMailboxData(trx, box);
  if (answerer === null && data.ids.staffAccount) return row;

  if (row.kind === 'access') {
    const outcome: PrivacyOutcome = { found: rowsByKind(data), kept: [] };
    const token = linkToken ?? newLinkToken();
    // The download works for the link's days from the answer, as /privacy/request says, not
    // from the request: a link followed on its last day still gives a full week to download.
    const expiresAt = privacyLinkExpiry(now).toISOString();
    const answered = await updatePrivacyRequest(trx, row.id, 'open', {
      status: 'completed',
      completed_at: now.toISOString(),
      outcome: JSON.stringify(outcome),
      token_hash: linkTokenHash(token),
      token_expires_at: expiresAt,
      ...handledBy(answerer),
    });
    if (!answered) throw new PrivacyRequestRefused('not_open', 'This request was answered a moment ago.');
    await mailAnswer(
      trx,
      row,
      {
        result: 'access',
        downloadUrl: privacyLinkUrl(settings.siteUrl, personLocale(row.locale)),
        downloadUntil: expiresAt,
      },
      settings,
      now,
      token,
    );
    return answered;
  }

  const found = await eraseMailboxData(trx, box, data);
  const kept = keptAfterErasure({ staffWork: data.ids.staffAccount });
  const outcome: PrivacyOutcome = { found, kept };
  const answered = await updatePrivacyRequest(trx, row.id, 'open', {
    status: 'completed',
    completed_at: now.toISOString(),
    outcome: JSON.stringify(outcome),
    ...handledBy(answerer),
  });
  if (!answered) throw new PrivacyRequestRefused('not_open', 'This request was answered a moment ago.');
  // The outcome above stays English for the back office; the mail says it in the person's language.
  const answer = erasureAnswer(found, { staffWork: data.ids.staffAccount }, personLocale(row.locale));
  // Queued after the erasure, so that its delivery record is the one the outcome says is kept.
  await mailAnswer(trx, row, { result: 'erasure', ...answer }, settings, now);
  return answered;
}

/** Declines an open request with the reason the person is mailed. */
export async function declinePrivacyRequest(
  trx: Kysely<Database>,
  row: PrivacyRequestRow,
  { answerer, settings, reason }: { answerer: AuditActor; settings: PrivacyMailSettings; reason: string },
  now: Date,
): Promise<PrivacyRequestRow> {
  const declined = await updatePrivacyRequest(trx, row.id, 'open', {
    status: 'declined',
    completed_at: now.toISOString(),
    note: reason,
    ...handledBy(answerer),
  });
  if (!declined) throw new PrivacyRequestRefused('not_open', 'This request is not open: it was answered already.');
  await mailAnswer(
    trx,
    row,
    { result: 'declined', kind: row.kind as 'access' | 'erasure', reason, contact: settings.contact },
    settings,
    now,
  );
  return declined;
}
