/**
 * The database, as Kysely sees it. Timestamps are ISO-8601 UTC strings and booleans are
 * 0/1 integers, so the same schema works on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  path: string;
  /** JSON object of non-identifying properties. */
  properties: string;
  created_at: string;
}

/** One health check of one service (docs/product.md#status-page: measured, not invented). */
interface HealthCheckTable {
  id: Generated<number>;
  service: string;
  /** operational, degraded or down. */
  status: string;
  latency_ms: number | null;
  /** Why a check failed, for operators; never shown on the page. */
  detail: string | null;
  checked_at: string;
}

/** Checks of one service on one UTC day, counted by verdict; kept after raw checks are pruned. */
interface HealthDailyTable {
  service: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  operational: number;
  degraded: number;
  down: number;
  latency_total_ms: number;
  latency_count: number;
  /** UTC minutes of the day the service was seen down, by the scheduler or the outside probe. */
  down_minutes: Generated<number>;
}

/**
 * A span of time someone was checking (docs/decisions.md §263): `scheduler` rows are the
 * heartbeat of the checks inside the server, `probe` rows what the outside probe covered.
 */
interface MonitoringPeriodTable {
  id: Generated<number>;
  /** scheduler or probe. */
  source: string;
  /** The service checked during the period (docs/decisions.md §288). */
  service: string;
  started_at: string;
  ended_at: string;
}

/** One UTC minute a service was seen down (YYYY-MM-DDTHH:MM), counted once whoever saw it. */
interface HealthDownMinuteTable {
  service: string;
  minute: string;
}

/** One observation posted by the outside probe (docs/decisions.md §266), kept so a re-post counts nothing twice. */
interface StatusProbeObservationTable {
  service: string;
  observed_at: string;
  /** The start of the time this observation speaks for: the probe's previous observation. */
  covers_from: string;
  status: string;
  latency_ms: number | null;
  received_at: string;
}

interface IncidentTable {
  id: Generated<number>;
  title: string;
  status: string;
  impact: string;
  /** JSON array of service ids. */
  services: string;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}

interface IncidentUpdateTable {
  id: Generated<number>;
  incident_id: number;
  status: string;
  message: string;
  created_at: string;
}

/** One lead per email and kind, with its latest values (docs/product.md#leads). */
interface LeadTable {
  id: Generated<number>;
  /** The client id of the lead's first submission. */
  public_id: string;
  kind: string;
  email: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  persona: string | null;
  selected_plan: string | null;
  role: string | null;
  aum_band: string | null;
  use_case: string | null;
  monthly_volume: string | null;
  timeline: string | null;
  infrastructure: string | null;
  message: string | null;
  consent_version: string;
  consented_at: string;
  consent_page: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  submission_count: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Its place in the sales pipeline: new, contacted, qualified, won, lost or spam. */
  status: Generated<string>;
  /** The staff member who works it; null while nobody does. */
  owner_user_id: string | null;
  status_changed_at: string | null;
  /** A design-partner application's decision: accepted or declined; null while pending. */
  partner_decision: string | null;
  /** The cohort whose seat an acceptance takes (DESIGN_PARTNER_COHORT's name when decided). */
  partner_cohort: string | null;
  partner_decision_note: string | null;
  /** Who decided, by id and by username at the time, and when. */
  partner_decided_by: string | null;
  partner_decided_by_name: string | null;
  partner_decided_at: string | null;
  /** Name, email and company as searches compare them (`leadSearchKey`, docs/decisions.md §190). */
  search_key: string;
  /** The language of the page its newest submission came from (docs/decisions.md §303): en, de, fr or it. */
  locale: Generated<string>;
}

/** One row per design-partner cohort, written first by every decision so decisions take turns. */
interface PartnerCohortTable {
  name: string;
  last_decided_at: string;
}

/** A lead's history in the pipeline: every move of status or owner, and every note. */
interface LeadActivityTable {
  id: Generated<number>;
  lead_id: number;
  actor_user_id: string | null;
  /** The actor's username when it acted; kept when the account is gone. */
  actor_name: string;
  from_status: string | null;
  to_status: string | null;
  owner_user_id: string | null;
  note: string | null;
  created_at: string;
}

/**
 * Every staff action and every staff view of a person's data (docs/back-office.md#audit-log).
 * Nothing in the product updates a row; only the retention purge deletes them.
 */
interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: string | null;
  actor_name: string;
  actor_role: string;
  /** What was done, as `subject.verb`: lead.view, lead.update, leads.export, user.suspend, … */
  action: string;
  /** lead, user, incident, mail, partner, booking, audit-log, … */
  subject_type: string;
  subject_id: string | null;
  /** JSON object: what changed, or the filters of a list or an export. */
  detail: string | null;
  /** The coarse address hint of the request (auth/request-device.ts). */
  address: string | null;
  created_at: string;
}

/** Every accepted submission, by its client id: retries are recognised, nothing is lost. */
interface LeadSubmissionTable {
  client_id: string;
  lead_id: number;
  /** JSON of the validated payload, as sent. */
  payload: string;
  received_at: string;
}

/** An account (docs/product.md#accounts); `*_key` are lower-cased copies that carry uniqueness. */
interface UserTable {
  id: string;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  /** Argon2id PHC string. */
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  /** When the owner proved the address by the link of a verification mail; null until then. */
  email_verified_at: string | null;
  /**
   * client, viewer (reads one client's dashboard, `viewer_of`), or a staff role (admin, sales)
   * that cannot sign in without a second factor (docs/back-office.md#roles).
   */
  role: Generated<string>;
  /** Set when the password changes: account links issued before it stop working. */
  password_changed_at: string | null;
  /** While set, the account cannot sign in and has no session (docs/back-office.md#users). */
  suspended_at: string | null;
  /** A viewer's client: the user whose dashboard it reads. Null for every other role. */
  viewer_of: string | null;
  /** Username, email and name as searches compare them (`userSearchKey`, docs/decisions.md §190). */
  search_key: string;
  /** The language the owner reads the site and their mail in (docs/decisions.md §303): en, de, fr or it. */
  locale: Generated<string>;
}

/** A client's invitation of a viewer (docs/back-office.md#roles); only the token's SHA-256 is kept. */
interface ViewerInvitationTable {
  /** The public id the client's list and its "remove" name. */
  id: string;
  client_user_id: string;
  email: string;
  email_key: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** When the invitee opened the viewer account; null while pending. */
  accepted_at: string | null;
  viewer_user_id: string | null;
}

/** A login session; `id` is the SHA-256 (hex) of the token, never the token itself. */
interface SessionTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** How the session was opened: password, password+totp, passkey, sso, … */
  method: string | null;
  user_agent: string | null;
  /** A coarse, location-free hint of the client address (auth/request-device.ts). */
  address_hint: string | null;
  last_seen_at: string | null;
}

/** The owner's security log (docs/security.md): sign-ins and every change to how they sign in. */
interface SecurityEventTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  /** success or failure. */
  outcome: string;
  method: string | null;
  detail: string | null;
  user_agent: string | null;
  address_hint: string | null;
  created_at: string;
}

/** Single-use account links (verify-email, reset-password), by the SHA-256 of their token. */
interface AccountTokenTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  /** The address the link was mailed to: verifying proves this one, not a later one. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface TotpCredentialTable {
  user_id: string;
  /** The shared secret, base32 as the authenticator app shows it. */
  secret: string;
  /** Null while enrolment waits for its first code. */
  confirmed_at: string | null;
  /** The last time step accepted: a code is never accepted twice. */
  last_used_step: number | null;
  created_at: string;
}

interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: string;
  /** SHA-256 of the normalised code. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

interface PasskeyTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string | null;
  /** singleDevice or multiDevice. */
  device_type: string;
  /** 1 when the authenticator says the passkey is backed up (synced). */
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}

/**
 * The short-lived state of one sign-in ceremony, by the SHA-256 of the token the browser holds:
 * a sign-in waiting for its second step, a WebAuthn challenge, an OpenID Connect request.
 */
interface SignInCeremonyTable {
  id: string;
  purpose: string;
  user_id: string | null;
  /** JSON of what the ceremony needs to finish (challenge, PKCE verifier, next path, …). */
  data: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

interface SsoIdentityTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/** Browsers an owner has signed in from, by the SHA-256 of the device cookie. */
interface KnownDeviceTable {
  user_id: string;
  device_hash: string;
  first_seen_at: string;
  last_seen_at: string;
}

interface PortfolioTable {
  id: string;
  user_id: string;
  name: string;
  currency: string;
  cash_balance: number;
  /** 1 for paper trading (every portfolio for now). */
  simulated: Generated<number>;
  created_at: string;
}

interface PositionTable {
  id: string;
  portfolio_id: string;
  symbol: string;
  side: string;
  size: number;
  entry_price: number;
  opened_at: string;
}

interface OrderTable {
  id: string;
  portfolio_id: string;
  symbol: string;
  side: string;
  type: string;
  size: number;
  price: number | null;
  status: string;
  created_at: string;
}

/** Shared rate-limit counts (PostgreSQL only; see api/src/http/rate-counters.ts). */
export interface RateLimitCounterTable {
  scope: string;
  key: string;
  count: number;
  /** ISO time at which the window ends. */
  reset_at: string;
}

/**
 * One mail to send (docs/decisions.md §67): queued in the transaction of what causes it, claimed
 * ('sending', with a lease) before the mail server is spoken to, then 'sent' or 'failed'.
 */
interface MailOutboxTable {
  id: Generated<number>;
  /** `<uuid@domain of MAIL_FROM>`, the same on every attempt, so receivers drop a second copy. */
  message_id: string;
  template: string;
  /** transactional, marketing, notification or alert. */
  category: string;
  recipient: string;
  reply_to: string | null;
  /** The language the mail is written in: its recipient's (docs/decisions.md §304). */
  locale: string;
  /** JSON of the template's props. */
  data: string;
  /** queued, sending, sent, failed, or cancelled (its subscriber unsubscribed first, docs/decisions.md §74). */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While 'sending': when the claim ends; a later claim means the claiming process died mid-send. */
  claimed_until: string | null;
  /** The last failure, for operators; at most 1000 characters. */
  last_error: string | null;
  lead_id: number | null;
  /** The subscription a subscriber's mail goes to (docs/decisions.md §72). */
  subscription_id: number | null;
  /**
   * The plain token of the mail's one link, until the mail is sent or failed for good; `data`
   * holds its URL with a placeholder the sender fills in (docs/decisions.md §73).
   */
  link_token: string | null;
  /**
   * The mailbox (../mail/mailbox-key.ts) of an address a visitor typed, on every mail sent to
   * one: the daily cap counts these (docs/decisions.md §86). Null on every other mail.
   */
  visitor_key: string | null;
  created_at: string;
  sent_at: string | null;
  /** When an administrator last queued the failed mail again; its retry window starts there (docs/decisions.md §147). */
  requeued_at: string | null;
}

/**
 * One address on one list (docs/product.md#email-subscriptions). Pending until the address is
 * confirmed; only confirmed ones get list mail; withdrawn by an unsubscribe, and confirmed
 * again only by a new confirmation (docs/decisions.md §72).
 */
interface MailSubscriptionTable {
  id: Generated<number>;
  /** Lower case, as the forms store it. */
  email: string;
  /** updates or status. */
  list: string;
  /** pending, confirmed or withdrawn. */
  state: string;
  /** The language of the page of the newest request (docs/decisions.md §303): its mails speak it. */
  locale: string;
  /** The consent record of the latest request: notice version, page and time. */
  requested_consent_version: string;
  requested_page: string;
  requested_at: string;
  /** When the address was last confirmed, and the consent notice of the request it confirmed. */
  confirmed_at: string | null;
  confirmed_consent_version: string | null;
  /** When the subscriber last unsubscribed; kept after a later confirmation as the record of it. */
  withdrawn_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A link of a subscription mail; `token_hash` is the SHA-256 (hex) of the token, never the token. */
interface SubscriptionTokenTable {
  id: Generated<number>;
  subscription_id: number;
  /** confirm or unsubscribe. */
  purpose: string;
  token_hash: string;
  /** The consent notice version of the request a confirm link was sent for. */
  consent_version: string | null;
  created_at: string;
  /** A confirm link ends here; an unsubscribe link never does (null). */
  expires_at: string | null;
  used_at: string | null;
}

/**
 * One row per mailbox a visitor typed an address of: every mail to it updates the row first,
 * which makes those mails wait for each other, so the daily cap holds when several processes
 * share the database (docs/decisions.md §86).
 */
interface SubscriptionAddressTable {
  /** The mailbox key (../mail/mailbox-key.ts), not the address as typed. */
  email: string;
  last_requested_at: string;
}

/** One delivery attempt of one mail, with the server's answer or the error. */
interface MailAttemptTable {
  id: Generated<number>;
  mail_id: number;
  attempted_at: string;
  /** sent or failed. */
  outcome: string;
  response: string;
}

/** A time range the sales team offers demos in, every week (docs/back-office.md#demo-booking). */
interface DemoWeeklyHoursTable {
  id: Generated<number>;
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  /** Europe/Zurich wall-clock time, HH:MM. */
  starts_at: string;
  ends_at: string;
}

/** A date (YYYY-MM-DD, Europe/Zurich) with no demos: a holiday, a team off-site. */
interface DemoClosedDateTable {
  date: string;
  label: string | null;
}

/** A booked demo; its lead is the 'demo' lead in the inbox. */
interface DemoBookingTable {
  id: Generated<number>;
  public_id: string;
  /** The booking request's own id: a retry answers the same booking. */
  client_id: string;
  lead_id: number | null;
  /** UTC ISO instants. */
  starts_at: string;
  ends_at: string;
  /** starts_at while the booking holds its slot (unique); null once cancelled. */
  held_slot: string | null;
  /** booked or cancelled. */
  status: string;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  /** The visitor's IANA time zone, in which their mails show the time. */
  visitor_time_zone: string;
  /** SHA-256 of the token of the manage link (mail/link-tokens.ts). */
  manage_token_hash: string;
  /** The invitation's SEQUENCE (RFC 5545): one more at every reschedule and the cancel. */
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** The language of the page the booking was made on (docs/decisions.md §303): en, de, fr or it. */
  locale: Generated<string>;
}

/**
 * A request to see or erase what we hold about an address (docs/privacy.md#requests). The web
 * form's requests wait `unconfirmed` until the mailed link is followed; only the link's SHA-256
 * is kept.
 */
interface PrivacyRequestTable {
  id: string;
  /** access or erasure. */
  kind: string;
  /** web, email or post. */
  channel: string;
  /** unconfirmed, open, completed or declined. */
  status: string;
  email: string;
  /** The mailbox key of the address (mail/mailbox-key.ts), which the search for its data uses. */
  email_key: string;
  token_hash: string | null;
  token_expires_at: string | null;
  /** When the form was sent, or the day a letter or email reached us. */
  received_at: string;
  confirmed_at: string | null;
  /** 30 days after confirmation or receipt; null while unconfirmed. */
  due_at: string | null;
  completed_at: string | null;
  /** JSON of PrivacyOutcome: rows found or erased per data kind, and what was kept and why. */
  outcome: string | null;
  /** A staff note, or the reason a request was declined. */
  note: string | null;
  handled_by: string | null;
  handled_by_name: string | null;
  /** The language of the page the request was sent from; English for a letter or an email (docs/decisions.md §303): en, de, fr or it. */
  locale: Generated<string>;
}

/** One answer to the cookie banner (docs/privacy.md#consent). */
interface ConsentRecordTable {
  id: Generated<number>;
  /** The random id the browser made; the only link between one visitor's answers. */
  visitor_id: string;
  /** accepted or declined. */
  choice: string;
  policy_version: string;
  page: string;
  created_at: string;
}

export interface Database {
  analytics_events: AnalyticsEventTable;
  health_checks: HealthCheckTable;
  health_daily: HealthDailyTable;
  health_down_minutes: HealthDownMinuteTable;
  monitoring_periods: MonitoringPeriodTable;
  status_probe_observations: StatusProbeObservationTable;
  incidents: IncidentTable;
  incident_updates: IncidentUpdateTable;
  leads: LeadTable;
  lead_submissions: LeadSubmissionTable;
  lead_activity: LeadActivityTable;
  audit_log: AuditLogTable;
  partner_cohorts: PartnerCohortTable;
  users: UserTable;
  sessions: SessionTable;
  portfolios: PortfolioTable;
  positions: PositionTable;
  orders: OrderTable;
  rate_limit_counters: RateLimitCounterTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptTable;
  mail_subscriptions: MailSubscriptionTable;
  subscription_tokens: SubscriptionTokenTable;
  subscription_addresses: SubscriptionAddressTable;
  security_events: SecurityEventTable;
  account_tokens: AccountTokenTable;
  viewer_invitations: ViewerInvitationTable;
  totp_credentials: TotpCredentialTable;
  recovery_codes: RecoveryCodeTable;
  passkeys: PasskeyTable;
  sign_in_ceremonies: SignInCeremonyTable;
  sso_identities: SsoIdentityTable;
  known_devices: KnownDeviceTable;
  demo_weekly_hours: DemoWeeklyHoursTable;
  demo_closed_dates: DemoClosedDateTable;
  demo_bookings: DemoBookingTable;
  privacy_requests: PrivacyRequestTable;
  consent_records: ConsentRecordTable;
}

export type LeadRow = Selectable<LeadTable>;
export type PrivacyRequestRow = Selectable<PrivacyRequestTable>;
export type ConsentRecordRow = Selectable<ConsentRecordTable>;
export type DemoBookingRow = Selectable<DemoBookingTable>;
export type NewLead = Insertable<LeadTable>;
export type LeadActivityRow = Selectable<LeadActivityTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type SecurityEventRow = Selectable<SecurityEventTable>;
export type AccountTokenRow = Selectable<AccountTokenTable>;
export type ViewerInvitationRow = Selectable<ViewerInvitationTable>;
export type TotpCredentialRow = Selectable<TotpCredentialTable>;
export type PasskeyRow = Selectable<PasskeyTable>;
export type SignInCeremonyRow = Selectable<SignInCeremonyTable>;
export type PortfolioRow = Selectable<PortfolioTable>;
export type PositionRow = Selectable<PositionTable>;
export type OrderRow = Selectable<OrderTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type MailAttemptRow = Selectable<MailAttemptTable>;
export type MailSubscriptionRow = Selectable<MailSubscriptionTable>;
export type SubscriptionTokenRow = Selectable<SubscriptionTokenTable>;
