/**
 * The mails a stored lead causes (docs/decisions.md §70), queued in the lead's own transaction
 * so that they exist exactly when the lead does: the team hears about every demo request,
 * contact message, design partner application and plan sign-up, with Reply-To set to the
 * sender; whoever asked for a reply (demo, contact, design partner) is told when it comes.
 * Every submission that changes the lead queues them again: the team must see the new message;
 * the acknowledgement, mail to an address a visitor typed, only within that mailbox's daily cap
 * (./visitor-mail-cap.ts, docs/decisions.md §86).
 *
 * @example await enqueueLeadMails(trx, { leadId, page: lead.page }, leadMailSettings(config), now);
 */
import { DEMO_LENGTH_MINUTES, type LeadKind } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, LeadRow } from '#api/db/schema.ts';
import { isMailAddress, senderDomain } from '#api/mail/address.ts';
import { leadFieldRows } from '#api/mail/lead-field-rows.ts';
import { personLocale, STAFF_LOCALE } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueMail } from './mail-outbox.ts';
import { claimVisitorMail } from './visitor-mail-cap.ts';

/** The kinds the team is told about; the waitlist and the one-pager are counted, not answered. */
const NOTIFIED_KINDS = ['demo', 'contact', 'design-partner', 'plan'] as const;
type NotifiedKind = (typeof NOTIFIED_KINDS)[number];

/** The kinds whose sender waits for our answer, and what the acknowledgement says for each. */
const ACKNOWLEDGED: Partial<Record<LeadKind, MailProps<'lead-acknowledgement'>>> = {
  demo: { kind: 'demo', demoMinutes: DEMO_LENGTH_MINUTES },
  contact: { kind: 'contact' },
  'design-partner': { kind: 'design-partner' },
};

export interface LeadMailSettings {
  /** The team's address for each kind it is told about. */
  notify: Record<NotifiedKind, string>;
  /** The domain of MAIL_FROM, which names the Message-IDs. */
  domain: string;
  /** The public site (SITE_URL), which the links of a lead's subscription mail point to. */
  siteUrl: string;
}

type LeadMailConfig = Pick<
  Config,
  | 'MAIL_FROM'
  | 'SITE_URL'
  | 'SALES_NOTIFY_EMAIL'
  | 'SALES_NOTIFY_EMAIL_DEMO'
  | 'SALES_NOTIFY_EMAIL_CONTACT'
  | 'SALES_NOTIFY_EMAIL_DESIGN_PARTNER'
  | 'SALES_NOTIFY_EMAIL_PLAN'
>;

/** The settings from configuration: a kind without an address of its own uses SALES_NOTIFY_EMAIL. */
export function leadMailSettings(config: LeadMailConfig): LeadMailSettings {
  const fallback = config.SALES_NOTIFY_EMAIL;
  return {
    notify: {
      demo: config.SALES_NOTIFY_EMAIL_DEMO ?? fallback,
      contact: config.SALES_NOTIFY_EMAIL_CONTACT ?? fallback,
      'design-partner': config.SALES_NOTIFY_EMAIL_DESIGN_PARTNER ?? fallback,
      plan: config.SALES_NOTIFY_EMAIL_PLAN ?? fallback,
    },
    // The configuration refuses a MAIL_FROM without an address.
    domain: senderDomain(config.MAIL_FROM) ?? 'localhost',
    siteUrl: config.SITE_URL,
  };
}

function isNotified(kind: LeadKind): kind is NotifiedKind {
  return (NOTIFIED_KINDS as readonly string[]).includes(kind);
}

/** Whether storing a lead of this kind queues mail (so the sender may be woken after the commit). */
export function queuesLeadMail(kind: LeadKind): boolean {
  return isNotified(kind);
}

/**
 * Queues the notification and, where the kind has one, the acknowledgement of the lead just
 * written in `trx`. `page` is where this submission was sent from and `fields` what it said:
 * a repeat does not replace what the lead stored (./leads.ts), yet the team must read the new
 * message, so the mail shows this submission's fields over the lead's, with the lead's first
 * campaign and consent record.
 */
export async function enqueueLeadMails(
  trx: Kysely<Database>,
  submission: { leadId: number; page: string; fields?: Partial<LeadRow> },
  settings: LeadMailSettings,
  now: Date,
): Promise<void> {
  const lead = await trx.selectFrom('leads').selectAll().where('id', '=', submission.leadId).executeTakeFirstOrThrow();
  const kind = lead.kind as LeadKind;
  if (!isNotified(kind)) return;
  const team = settings.notify[kind];
  // The forms' email check admits a few addresses SMTP does not (a local part over 64
  // characters): such a lead still reaches the team, without Reply-To, and gets no answer.
  const reachable = isMailAddress(lead.email);
  const notification: MailProps<'lead-notification'> = {
    kind,
    person: { name: lead.name ?? undefined, email: lead.email },
    fields: leadFieldRows({ ...lead, ...submission.fields }),
    campaign: {
      source: lead.utm_source ?? undefined,
      medium: lead.utm_medium ?? undefined,
      campaign: lead.utm_campaign ?? undefined,
      referrer: lead.referrer ?? undefined,
      page: submission.page,
    },
    consent: { version: lead.consent_version, at: lead.consented_at, page: lead.consent_page },
    receivedAt: now.toISOString(),
  };
  const common = { leadId: lead.id, domain: settings.domain };
  await enqueueMail(
    trx,
    {
      ...common,
      // The team reads English, whatever language the lead wrote in (docs/decisions.md §304).
      locale: STAFF_LOCALE,
      template: 'lead-notification',
      category: 'notification',
      recipient: team,
      replyTo: reachable ? lead.email : undefined,
      data: notification,
    },
    now,
  );
  const acknowledgement = ACKNOWLEDGED[kind];
  if (!acknowledgement || !reachable) return;
  // Anyone may type anyone's address into a form: past the mailbox's daily cap the lead and the
  // team's notification stand, and the sender gets no acknowledgement.
  const visitorKey = await claimVisitorMail(trx, lead.email, now);
  if (visitorKey === null) return;
  // A reply to the acknowledgement reaches the team that handles the lead.
  await enqueueMail(
    trx,
    {
      ...common,
      // The person's language: their newest submission's page (docs/decisions.md §304).
      locale: personLocale(lead.locale),
      template: 'lead-acknowledgement',
      category: 'transactional',
      recipient: lead.email,
      replyTo: team,
      data: acknowledgement,
      visitorKey,
    },
    now,
  );
}
