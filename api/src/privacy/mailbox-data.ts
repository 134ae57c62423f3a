/**
 * Everything the product holds about one mailbox (docs/privacy.md#requests), read from every
 * table that can hold it, grouped by the data map's kinds (content/data-map.yaml): the leads of
 * the address with their submissions, history and demo bookings; its subscriptions with their
 * links; the mails sent to it; the account with that address and every row of it; the
 * invitations and viewers of that account; the audit entries about any of these; and the
 * privacy requests of the address. Secrets are never shown, only that they exist: a password
 * hash, an authenticator's secret, the hashes of links and codes.
 *
 * The same reading drives an access answer (what is shown) and an erasure (what is deleted:
 * `ids`), so the two cannot disagree about what "everything" is.
 *
 * @example const data = await readMailboxData(db, mailbox('ada@example.com')); data.sections[0].kind // 'lead-waitlist'
 */
import { isStaff } from '@alpora/shared/roles';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { asciiLowerCase } from '#api/db/ascii-lower.ts';
import type { Database, ViewerInvitationRow } from '#api/db/schema.ts';
import { mailboxKey } from '#api/mail/mailbox-key.ts';
import { type Mailbox, mayMentionMailbox, ofMailbox, textNamesMailbox } from './address-match.ts';
import { mayMentionPerson, type PersonNames, textNamesPerson } from './person-mentions.ts';

export type FieldValue = string | number | null;

/** One thing held: a labelled record (a lead, a session, …), or a count of things alike. */
export interface PersonalRecord {
  /** What the record is, in words: "Lead", "Session", "Recovery codes". */
  what: string;
  fields: Record<string, FieldValue>;
  /** Rows of the database it stands for (a count of recovery codes stands for all of them). */
  rows: number;
}

/** The records of one data map kind. */
export interface PersonalSection {
  /** The data map's kind id: lead-waitlist, accounts, mail-log, … */
  kind: string;
  records: PersonalRecord[];
}

/** The ids an erasure deletes or anonymises by. */
export interface MailboxIds {
  leadIds: number[];
  /** The leads' public ids, which audit entries name. */
  leadPublicIds: string[];
  bookingIds: number[];
  bookingPublicIds: string[];
  subscriptionIds: number[];
  mailIds: number[];
  /** The accounts with an address of the mailbox. */
  userIds: string[];
  /** The viewer accounts of those accounts: they read only that dashboard. */
  viewerIds: string[];
  /** The audit entries about all of these, or whose detail names the person: cleared by an erasure. */
  auditEntryIds: number[];
  /** Lines of other accounts' security logs that name the person (a client's viewer-* lines). */
  othersLogLineIds: number[];
  /** What the person may type to sign in: the usernames and addresses of the accounts. */
  signInNames: string[];
  /** Whether one of the accounts is staff's (admin, sales): only an administrator answers then. */
  staffAccount: boolean;
}

export interface MailboxData {
  sections: PersonalSection[];
  ids: MailboxIds;
}

/** Data map kinds of the leads, by lead kind. */
const LEAD_SECTIONS: Record<string, string> = {
  waitlist: 'lead-waitlist',
  plan: 'lead-plan',
  'one-pager': 'lead-one-pager',
  demo: 'lead-demo',
  contact: 'lead-contact',
  'design-partner': 'lead-design-partner',
};

const SUBSCRIPTION_SECTIONS: Record<string, string> = {
  pending: 'subscriptions-unconfirmed',
  confirmed: 'subscriptions-confirmed',
  withdrawn: 'subscriptions-withdrawn',
};

/** Keeps a record's fields that hold something, so the answer lists what is there. */
function record(what: string, fields: Record<string, FieldValue | undefined>, rows = 1): PersonalRecord {
  const kept = Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== '');
  return { what, fields: Object.fromEntries(kept) as Record<string, FieldValue>, rows };
}

class Sections {
  readonly #byKind = new Map<string, PersonalRecord[]>();
  add(kind: string, ...records: PersonalRecord[]): void {
    if (records.length === 0) return;
    this.#byKind.set(kind, [...(this.#byKind.get(kind) ?? []), ...records]);
  }
  list(): PersonalSection[] {
    return [...this.#byKind].map(([kind, records]) => ({ kind, records }));
  }
}

const none = <T>(ids: readonly T[]) => ids.length === 0;

/** The templates of a privacy request's own mails: its link, and its answer. */
const PRIVACY_REQUEST_TEMPLATES: ReadonlySet<string> = new Set(['privacy-request-confirm', 'privacy-request-answered']);

/** What an answer shows for a recipient who is not the person (docs/privacy.md#requests). */
const OTHER_RECIPIENT = 'someone else (our team, or a person you invited): not shown';

function isOfMailbox(address: string, box: Mailbox): boolean {
  return mailboxKey(asciiLowerCase(address.trim())) === box.key;
}

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

export async function readMailboxData(db: Kysely<Database>, box: Mailbox): Promise<MailboxData> {
  const sections = new Sections();

  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => ofMailbox(db, eb, 'email', box))
    .orderBy('id')
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const submissions = none(leadIds)
    ? []
    : await db
        .selectFrom('lead_submissions')
        .selectAll()
        .where('lead_id', 'in', leadIds)
        .orderBy('received_at')
        .execute();
  const activity = none(leadIds)
    ? []
    : await db.selectFrom('lead_activity').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute();
  for (const lead of leads) {
    const kind = LEAD_SECTIONS[lead.kind] ?? 'lead-contact';
    sections.add(
      kind,
      record('Lead', {
        kind: lead.kind,
        email: lead.email,
        name: lead.name,
        firstName: lead.first_name,
        lastName: lead.last_name,
        company: lead.company,
        kindOfFirm: lead.persona,
        plan: lead.selected_plan,
        role: lead.role,
        assetsUnderManagement: lead.aum_band,
        useCase: lead.use_case,
        monthlyVolume: lead.monthly_volume,
        timeline: lead.timeline,
        infrastructure: lead.infrastructure,
        message: lead.message,
        consentVersion: lead.consent_version,
        consentedAt: lead.consented_at,
        consentPage: lead.consent_page,
        utmSource: lead.utm_source,
        utmMedium: lead.utm_medium,
        utmCampaign: lead.utm_campaign,
        referrer: lead.referrer,
        language: lead.locale,
        submissions: lead.submission_count,
        receivedAt: lead.created_at,
        updatedAt: lead.updated_at,
        status: lead.status,
        partnerDecision: lead.partner_decision,
        partnerCohort: lead.partner_cohort,
        partnerDecisionNote: lead.partner_decision_note,
        partnerDecidedAt: lead.partner_decided_at,
      }),
      ...submissions
        .filter((submission) => submission.lead_id === lead.id)
        .map((submission) =>
          record('Submission as sent', { receivedAt: submission.received_at, payload: submission.payload }),
        ),
      // Who on our team made a move is theirs to know by role, not by name (docs/privacy.md#requests).
      ...activity
        .filter((entry) => entry.lead_id === lead.id)
        .map((entry) =>
          record('Sales history entry', {
            at: entry.created_at,
            fromStatus: entry.from_status,
            toStatus: entry.to_status,
            note: entry.note,
          }),
        ),
    );
  }

  const bookings = await db
    .selectFrom('demo_bookings')
    .selectAll()
    .where((eb) =>
      none(leadIds)
        ? ofMailbox(db, eb, 'email', box)
        : eb.or([ofMailbox(db, eb, 'email', box), eb('lead_id', 'in', leadIds)]),
    )
    .orderBy('id')
    .execute();
  sections.add(
    'lead-demo',
    ...bookings.map((booking) =>
      record('Demo booking', {
        startsAt: booking.starts_at,
        endsAt: booking.ends_at,
        status: booking.status,
        name: booking.name,
        email: booking.email,
        company: booking.company,
        message: booking.message,
        timeZone: booking.visitor_time_zone,
        language: booking.locale,
        bookedAt: booking.created_at,
        cancelledAt: booking.cancelled_at,
      }),
    ),
  );

  const subscriptions = await db
    .selectFrom('mail_subscriptions')
    .selectAll()
    .where((eb) => ofMailbox(db, eb, 'email', box))
    .orderBy('id')
    .execute();
  const subscriptionIds = subscriptions.map((subscription) => subscription.id);
  const tokens = none(subscriptionIds)
    ? []
    : await db
        .selectFrom('subscription_tokens')
        .select(['subscription_id', 'purpose'])
        .where('subscription_id', 'in', subscriptionIds)
        .execute();
  for (const subscription of subscriptions) {
    const links = tokens.filter((token) => token.subscription_id === subscription.id);
    sections.add(
      SUBSCRIPTION_SECTIONS[subscription.state] ?? 'subscriptions-unconfirmed',
      record('Subscription', {
        list: subscription.list,
        state: subscription.state,
        email: subscription.email,
        requestedAt: subscription.requested_at,
        requestedNoticeVersion: subscription.requested_consent_version,
        requestedOnPage: subscription.requested_page,
        confirmedAt: subscription.confirmed_at,
        confirmedNoticeVersion: subscription.confirmed_consent_version,
        withdrawnAt: subscription.withdrawn_at,
        language: subscription.locale,
      }),
      ...(links.length === 0
        ? []
        : [record('Links of its emails', { links: links.length, stored: 'as hashes only' }, links.length)]),
    );
  }
  const dailyCap = await db
    .selectFrom('subscription_addresses')
    .selectAll()
    .where('email', '=', box.key)
    .executeTakeFirst();
  if (dailyCap) {
    sections.add(
      'subscriptions-unconfirmed',
      record('Last email a form asked us to send you', { mailbox: dailyCap.email, at: dailyCap.last_requested_at }),
    );
  }

  const users = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => ofMailbox(db, eb, 'email', box))
    .orderBy('created_at')
    .execute();
  const userIds = users.map((user) => user.id);
  const viewers = none(userIds)
    ? []
    : await db.selectFrom('users').selectAll().where('viewer_of', 'in', userIds).orderBy('created_at').execute();
  const viewerIds = viewers.map((viewer) => viewer.id);
  const accountIds = [...userIds, ...viewerIds];

  const mails = (
    await db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'template',
        'category',
        'recipient',
        'status',
        'created_at',
        'sent_at',
        'visitor_key',
        'lead_id',
        'subscription_id',
        'data',
      ])
      .where((eb) => {
        const ties: Expression<SqlBool>[] = [
          ofMailbox(db, eb, 'recipient', box),
          eb('visitor_key', '=', box.key),
          mayMentionMailbox(db, 'data', box),
        ];
        if (!none(leadIds)) ties.push(eb('lead_id', 'in', leadIds));
        if (!none(subscriptionIds)) ties.push(eb('subscription_id', 'in', subscriptionIds));
        return eb.or(ties);
      })
      .orderBy('id')
      .execute()
  ).filter(
    (mail) =>
      isOfMailbox(mail.recipient, box) ||
      mail.visitor_key === box.key ||
      (mail.lead_id !== null && leadIds.includes(mail.lead_id)) ||
      (mail.subscription_id !== null && subscriptionIds.includes(mail.subscription_id)) ||
      textNamesMailbox(mail.data, box),
  );
  const mailIds = mails.map((mail) => mail.id);
  const attempts = none(mailIds)
    ? []
    : await db.selectFrom('mail_attempts').selectAll().where('mail_id', 'in', mailIds).orderBy('id').execute();
  for (const mail of mails) {
    const toThem = isOfMailbox(mail.recipient, box);
    // The mails of privacy requests belong to the requests' record: they are shown, erased with
    // the rest, and not counted as data held, so an address we hold nothing about hears so.
    const ofRequest = PRIVACY_REQUEST_TEMPLATES.has(mail.template);
    sections.add(
      ofRequest ? 'privacy-requests' : 'mail-log',
      record(ofRequest ? 'Email about your privacy request' : 'Email', {
        template: mail.template,
        category: mail.category,
        // Someone else's address (our team's, a person invited) is theirs: named by role only.
        to: toThem ? mail.recipient : OTHER_RECIPIENT,
        status: mail.status,
        queuedAt: mail.created_at,
        sentAt: mail.sent_at,
      }),
      ...attempts
        .filter((attempt) => attempt.mail_id === mail.id)
        .map((attempt) =>
          record('Delivery attempt', {
            at: attempt.attempted_at,
            outcome: attempt.outcome,
            // A mail server's answer often repeats the recipient's address.
            answer: toThem ? attempt.response : null,
          }),
        ),
    );
  }

  for (const user of users) {
    sections.add(
      'accounts',
      record('Account', {
        username: user.username,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        role: user.role,
        language: user.locale,
        openedAt: user.created_at,
        emailConfirmedAt: user.email_verified_at,
        password: 'stored as an Argon2id hash only',
        passwordChangedAt: user.password_changed_at,
        suspendedAt: user.suspended_at,
        readsADashboard: user.viewer_of ? "yes, one client's" : null,
      }),
    );
  }
  // A viewer is another person: the client sees that the viewer exists, not the viewer's
  // sessions, log or browsers. The erasure deletes those with the viewer's account.
  sections.add(
    'accounts',
    ...viewers.map((viewer) =>
      record('Viewer you invited', { username: viewer.username, email: viewer.email, openedAt: viewer.created_at }),
    ),
  );

  if (!none(userIds)) await readAccountRows(db, userIds, sections);
  const invitations = await db
    .selectFrom('viewer_invitations')
    .selectAll()
    .where((eb) =>
      none(accountIds)
        ? ofMailbox(db, eb, 'email', box)
        : eb.or([
            eb('client_user_id', 'in', accountIds),
            eb('viewer_user_id', 'in', accountIds),
            ofMailbox(db, eb, 'email', box),
          ]),
    )
    .orderBy('created_at')
    .execute();
  sections.add('viewer-invitations', ...invitations.map(invitationRecord(userIds)));

  const person: PersonNames = {
    box,
    usernames: users.map((user) => user.username),
    names: [
      ...leads.flatMap((lead) => [lead.name, fullName(lead.first_name, lead.last_name)]),
      ...bookings.map((booking) => booking.name),
      ...users.map((user) => fullName(user.first_name, user.last_name)),
    ].filter((name): name is string => Boolean(name)),
  };

  // Lines of the clients' logs that invited, let in or removed them as a viewer.
  const othersLogLines = await securityLogLinesNaming(db, person, accountIds);
  sections.add(
    'security-log',
    ...othersLogLines.map((line) =>
      record('Line about you in the security log of the account that invited you', {
        at: line.created_at,
        event: line.kind,
        detail: line.detail,
      }),
    ),
  );

  const bookingPublicIds = bookings.map((booking) => booking.public_id);
  const leadPublicIds = leads.map((lead) => lead.public_id);
  const audit = await auditEntriesAbout(db, person, { leadPublicIds, bookingPublicIds, accountIds: userIds, mailIds });
  // Entries about the viewers are cleared by an erasure too, but are not the client's to read.
  const viewerPerson: PersonNames = {
    box,
    usernames: [...person.usernames, ...viewers.map((v) => v.username)],
    names: person.names,
  };
  const auditEntryIds = (
    await auditEntriesAbout(db, viewerPerson, { leadPublicIds, bookingPublicIds, accountIds, mailIds })
  ).map((entry) => entry.id);
  sections.add(
    'audit-log',
    ...audit.map((entry) =>
      record('Audit log entry', {
        at: entry.created_at,
        action: entry.action,
        about: entry.subject_type,
        byOurRole: entry.actor_role,
      }),
    ),
  );

  const requests = await db
    .selectFrom('privacy_requests')
    .selectAll()
    .where('email_key', '=', box.key)
    .orderBy('received_at')
    .execute();
  sections.add(
    'privacy-requests',
    ...requests.map((request) =>
      record('Privacy request', {
        kind: request.kind,
        channel: request.channel,
        status: request.status,
        email: request.email,
        receivedAt: request.received_at,
        confirmedAt: request.confirmed_at,
        dueAt: request.due_at,
        answeredAt: request.completed_at,
        language: request.locale,
      }),
    ),
  );

  return {
    sections: sections.list(),
    ids: {
      leadIds,
      leadPublicIds,
      bookingIds: bookings.map((booking) => booking.id),
      bookingPublicIds,
      subscriptionIds,
      mailIds,
      userIds,
      viewerIds,
      auditEntryIds,
      othersLogLineIds: othersLogLines.map((line) => line.id),
      signInNames: [...users, ...viewers].flatMap((user) => [user.username, user.email]),
      staffAccount: users.some((user) => isStaff(user.role)),
    },
  };
}

function invitationRecord(userIds: readonly string[]) {
  return (invitation: ViewerInvitationRow): PersonalRecord =>
    record(userIds.includes(invitation.client_user_id) ? 'Invitation you sent' : 'Invitation to you', {
      invited: invitation.email,
      sentAt: invitation.created_at,
      expiresAt: invitation.expires_at,
      acceptedAt: invitation.accepted_at,
    });
}

/** Every row tied to the accounts by their id, into its data map kind. */
async function readAccountRows(db: Kysely<Database>, ids: string[], sections: Sections): Promise<void> {
  const totp = await db
    .selectFrom('totp_credentials')
    .select(['confirmed_at', 'created_at'])
    .where('user_id', 'in', ids)
    .execute();
  sections.add(
    'accounts',
    ...totp.map((row) =>
      record('Authenticator app', {
        state: row.confirmed_at ? 'an authenticator app is set up' : 'an authenticator app is being set up',
        since: row.confirmed_at ?? row.created_at,
        secret: 'never shown',
      }),
    ),
  );
  const codes = await db.selectFrom('recovery_codes').select(['used_at']).where('user_id', 'in', ids).execute();
  if (codes.length > 0) {
    const unused = codes.filter((code) => code.used_at === null).length;
    sections.add(
      'accounts',
      record('Recovery codes', { unused, used: codes.length - unused, stored: 'as hashes only' }, codes.length),
    );
  }
  const passkeys = await db
    .selectFrom('passkeys')
    .select(['name', 'device_type', 'backed_up', 'created_at', 'last_used_at'])
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  sections.add(
    'accounts',
    ...passkeys.map((passkey) =>
      record('Passkey', {
        name: passkey.name,
        kind: passkey.device_type,
        backedUp: passkey.backed_up ? 'yes' : 'no',
        addedAt: passkey.created_at,
        lastUsedAt: passkey.last_used_at,
      }),
    ),
  );
  const identities = await db
    .selectFrom('sso_identities')
    .select(['issuer', 'created_at'])
    .where('user_id', 'in', ids)
    .execute();
  sections.add(
    'accounts',
    ...identities.map((identity) =>
      record("Your organisation's sign-in", { issuer: identity.issuer, linkedAt: identity.created_at }),
    ),
  );
  const portfolios = await db
    .selectFrom('portfolios')
    .selectAll()
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  const portfolioIds = portfolios.map((portfolio) => portfolio.id);
  sections.add(
    'accounts',
    ...portfolios.map((portfolio) =>
      record('Portfolio', {
        name: portfolio.name,
        currency: portfolio.currency,
        cash: portfolio.cash_balance,
        simulated: portfolio.simulated ? 'yes' : 'no',
        openedAt: portfolio.created_at,
      }),
    ),
  );
  if (!none(portfolioIds)) {
    const positions = await db.selectFrom('positions').selectAll().where('portfolio_id', 'in', portfolioIds).execute();
    sections.add(
      'accounts',
      ...positions.map((position) =>
        record('Position', {
          symbol: position.symbol,
          side: position.side,
          size: position.size,
          entryPrice: position.entry_price,
          openedAt: position.opened_at,
        }),
      ),
    );
    const orders = await db.selectFrom('orders').selectAll().where('portfolio_id', 'in', portfolioIds).execute();
    sections.add(
      'accounts',
      ...orders.map((order) =>
        record('Order', {
          symbol: order.symbol,
          side: order.side,
          type: order.type,
          size: order.size,
          price: order.price,
          status: order.status,
          placedAt: order.created_at,
        }),
      ),
    );
  }
  const sessions = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  sections.add(
    'sessions',
    ...sessions.map((session) =>
      record('Session', {
        openedAt: session.created_at,
        expiresAt: session.expires_at,
        method: session.method,
        browser: session.user_agent,
        network: session.address_hint,
        lastUsedAt: session.last_seen_at,
      }),
    ),
  );
  const ceremonies = await db
    .selectFrom('sign_in_ceremonies')
    .select(['purpose', 'created_at', 'expires_at'])
    .where('user_id', 'in', ids)
    .execute();
  sections.add(
    'sessions',
    ...ceremonies.map((ceremony) =>
      record('Sign-in in progress', {
        purpose: ceremony.purpose,
        startedAt: ceremony.created_at,
        endsAt: ceremony.expires_at,
      }),
    ),
  );
  const links = await db
    .selectFrom('account_tokens')
    .select(['purpose', 'email', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  sections.add(
    'account-links',
    ...links.map((link) =>
      record('Account email link', {
        purpose: link.purpose,
        sentTo: link.email,
        sentAt: link.created_at,
        expiresAt: link.expires_at,
        usedAt: link.used_at,
      }),
    ),
  );
  const events = await db.selectFrom('security_events').selectAll().where('user_id', 'in', ids).orderBy('id').execute();
  sections.add(
    'security-log',
    ...events.map((event) =>
      record('Security log entry', {
        at: event.created_at,
        event: event.kind,
        outcome: event.outcome,
        method: event.method,
        detail: event.detail,
        browser: event.user_agent,
        network: event.address_hint,
      }),
    ),
  );
  const devices = await db
    .selectFrom('known_devices')
    .select(['first_seen_at', 'last_seen_at'])
    .where('user_id', 'in', ids)
    .orderBy('first_seen_at')
    .execute();
  sections.add(
    'known-browsers',
    ...devices.map((device) =>
      record('Browser you signed in from', { firstSeenAt: device.first_seen_at, lastSeenAt: device.last_seen_at }),
    ),
  );
}

export interface AuditSubjects {
  leadPublicIds: readonly string[];
  bookingPublicIds: readonly string[];
  accountIds: readonly string[];
  mailIds: readonly number[];
}

/** An audit entry as an access answer shows it and an erasure finds it. */
export interface AuditEntryAbout {
  id: number;
  created_at: string;
  action: string;
  actor_role: string;
  subject_type: string;
}

/**
 * The audit entries about the person's records: their leads (and applications), bookings,
 * accounts and mails, and any entry whose detail names them (./person-mentions.ts): an address
 * of their mailbox in any case or with a `+tag`, a username or a name.
 */
export async function auditEntriesAbout(
  db: Kysely<Database>,
  person: PersonNames,
  subjects: AuditSubjects,
): Promise<AuditEntryAbout[]> {
  const mailSubjects = subjects.mailIds.map((id) => String(id));
  const ofSubject = (type: string, id: string | null): boolean => {
    if (id === null) return false;
    if (type === 'lead' || type === 'partner') return subjects.leadPublicIds.includes(id);
    if (type === 'booking') return subjects.bookingPublicIds.includes(id);
    if (type === 'user') return subjects.accountIds.includes(id);
    if (type === 'mail') return mailSubjects.includes(id);
    return false;
  };
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action', 'actor_role', 'subject_type', 'subject_id', 'detail'])
    .where((eb) => {
      const ties: Expression<SqlBool>[] = [mayMentionPerson(db, eb, 'detail', person)];
      if (subjects.leadPublicIds.length > 0) {
        ties.push(
          eb.and([eb('subject_type', 'in', ['lead', 'partner']), eb('subject_id', 'in', subjects.leadPublicIds)]),
        );
      }
      if (subjects.bookingPublicIds.length > 0) {
        ties.push(eb.and([eb('subject_type', '=', 'booking'), eb('subject_id', 'in', subjects.bookingPublicIds)]));
      }
      if (subjects.accountIds.length > 0) {
        ties.push(eb.and([eb('subject_type', '=', 'user'), eb('subject_id', 'in', subjects.accountIds)]));
      }
      if (mailSubjects.length > 0) {
        ties.push(eb.and([eb('subject_type', '=', 'mail'), eb('subject_id', 'in', mailSubjects)]));
      }
      return eb.or(ties);
    })
    .orderBy('id')
    .execute();
  return rows
    .filter(
      (row) =>
        ofSubject(row.subject_type, row.subject_id) || (row.detail !== null && textNamesPerson(row.detail, person)),
    )
    .map(({ id, created_at, action, actor_role, subject_type }) => ({
      id,
      created_at,
      action,
      actor_role,
      subject_type,
    }));
}

/** Kinds of log line a client's account writes about the person it invites as a viewer. */
const VIEWER_LOG_KINDS = ['viewer-invited', 'viewer-joined', 'viewer-removed'] as const;

/**
 * The lines of other accounts' security logs that name the person: a client's log names the
 * viewer it invited, let in or removed by address and username (../auth/viewer-invitations.ts).
 */
async function securityLogLinesNaming(db: Kysely<Database>, person: PersonNames, ownAccountIds: readonly string[]) {
  const rows = await db
    .selectFrom('security_events')
    .select(['id', 'created_at', 'kind', 'detail'])
    .where('kind', 'in', VIEWER_LOG_KINDS)
    .where((eb) => mayMentionPerson(db, eb, 'detail', person))
    .$if(ownAccountIds.length > 0, (query) => query.where('user_id', 'not in', ownAccountIds))
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.detail !== null && textNamesPerson(row.detail, person));
}
