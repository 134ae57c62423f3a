/**
 * The mails of a booking's life (docs/back-office.md#demo-booking), queued in the transaction
 * that books, moves or cancels it: one to the visitor and one to the team, each with the
 * calendar file (docs/decisions.md §170). The visitor's booked or moved mail carries the manage
 * link, whose token travels with the queued mail only (mail/link-tokens.ts). The first booking's
 * mail to the visitor counts towards that mailbox's daily cap like any mail to a typed address
 * (docs/decisions.md §86); a move or a cancel comes from the link in that mailbox. The visitor's
 * mails speak the language of the page they booked on, with links to the pages in it; the
 * team's are English (docs/decisions.md §304).
 *
 * @example await enqueueBookingMails(trx, { booking, event: 'booked', token }, settings, now);
 */
import type { Locale } from '@alpora/shared/locales';
import { DEMO_TIME_ZONE } from '@alpora/shared/schemas/demo-booking';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, DemoBookingRow } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { localePageUrl, personLocale, STAFF_LOCALE } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { type LeadMailSettings, leadMailSettings } from '#api/repositories/lead-mails.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { claimVisitorMail } from '#api/repositories/visitor-mail-cap.ts';

export interface BookingMailSettings {
  /** Where the team hears about demos: the demo lead notification address. */
  team: string;
  /** The invitation's organizer: the address visitors write to about demos. */
  organizer: string;
  domain: string;
  siteUrl: string;
  /** The lead writer's settings, for the 'demo' lead each booking stores. */
  lead: LeadMailSettings;
}

export function bookingMailSettings(
  config: Parameters<typeof leadMailSettings>[0] & Pick<Config, 'DEMO_CONTACT_EMAIL'>,
): BookingMailSettings {
  const lead = leadMailSettings(config);
  return {
    team: lead.notify.demo,
    organizer: config.DEMO_CONTACT_EMAIL,
    domain: lead.domain,
    siteUrl: lead.siteUrl,
    lead,
  };
}

/** The page the manage link opens, in the visitor's language, with the placeholder for its token. */
export function manageUrl(siteUrl: string, locale: Locale): string {
  return `${localePageUrl(siteUrl, locale, '/demo/manage')}?token=${LINK_TOKEN_PLACEHOLDER}`;
}

/** The calendar UID of a booking: the same for every version of its invitation. */
export function bookingUid(booking: DemoBookingRow, domain: string): string {
  return `${booking.public_id}@${domain}`;
}

export type BookingEvent = 'booked' | 'moved' | 'cancelled';

export async function enqueueBookingMails(
  trx: Kysely<Database>,
  { booking, event, token }: { booking: DemoBookingRow; event: BookingEvent; token?: string | undefined },
  settings: BookingMailSettings,
  now: Date,
): Promise<void> {
  const locale = personLocale(booking.locale);
  const common = {
    uid: bookingUid(booking, settings.domain),
    sequence: booking.sequence,
    stamp: now.toISOString(),
    start: booking.starts_at,
    end: booking.ends_at,
    organizer: settings.organizer,
    attendee: booking.email,
  };
  const mail = { leadId: booking.lead_id ?? undefined, domain: settings.domain };
  const reachable = isMailAddress(booking.email);
  const team: MailProps<'demo-cancelled'> = {
    ...common,
    siteUrl: localePageUrl(settings.siteUrl, STAFF_LOCALE, '/'),
    audience: 'team',
    timeZone: DEMO_TIME_ZONE,
    person: {
      name: booking.name,
      company: booking.company ?? undefined,
      message: booking.message ?? undefined,
      timeZone: booking.visitor_time_zone,
    },
  };
  const visitor: MailProps<'demo-cancelled'> = {
    ...common,
    siteUrl: localePageUrl(settings.siteUrl, locale, '/'),
    audience: 'visitor',
    timeZone: booking.visitor_time_zone,
  };
  const template = event === 'cancelled' ? 'demo-cancelled' : 'demo-booked';
  const moved = event === 'cancelled' ? {} : { moved: event === 'moved' };
  await enqueueMail(
    trx,
    {
      ...mail,
      locale: STAFF_LOCALE,
      template,
      category: 'notification',
      recipient: settings.team,
      replyTo: reachable ? booking.email : undefined,
      data: { ...team, ...moved },
    },
    now,
  );
  if (!reachable) return;
  const visitorKey = event === 'booked' ? await claimVisitorMail(trx, booking.email, now) : undefined;
  if (visitorKey === null) return;
  const link = token && event !== 'cancelled' ? { manageUrl: manageUrl(settings.siteUrl, locale) } : {};
  await enqueueMail(
    trx,
    {
      ...mail,
      locale,
      template,
      category: 'transactional',
      recipient: booking.email,
      replyTo: settings.team,
      data: { ...visitor, ...moved, ...link },
      linkToken: link.manageUrl ? token : undefined,
      visitorKey,
    },
    now,
  );
}
