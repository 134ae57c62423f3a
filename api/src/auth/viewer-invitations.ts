/**
 * A client's viewers (docs/back-office.md#roles, docs/decisions.md §175–§177): inviting an
 * advisor or auditor by email, the invitee opening a read-only account with the link, and the
 * client removing it again. Each step is one transaction with its entry in the CLIENT's
 * security log: a viewer acts for its client, not as staff, so the audit log does not see it.
 *
 * @example const invited = await inviteViewer(db, mail, { client, email, device }, now);
 */

import type { Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { INVITATION_VALID_DAYS } from '#api/mail/templates/viewer-invitation.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { countSecurityEventsSince, recordSecurityEvent } from '#api/repositories/security-events.ts';
import { findUserById, identityKey, insertUser, isReservedUsername, takenIdentities } from '#api/repositories/users.ts';
import {
  acceptInvitation,
  deleteInvitation,
  deleteStalePendingInvitations,
  findInvitationOfClient,
  findUsableInvitation,
  insertInvitation,
  listInvitationsOfClient,
} from '#api/repositories/viewer-invitations.ts';
import { claimVisitorMail } from '#api/repositories/visitor-mail-cap.ts';
import { accountLinkUrl } from './account-links.ts';
import type { AccountMailSettings } from './account-mails.ts';
import { newPasswordProblem } from './password-rules.ts';
import type { RequestDevice } from './request-device.ts';
import { displayNameOf } from './viewer-dashboard.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * DAY_MS;
/** Viewers and pending invitations a client may have at once. */
export const VIEWERS_PER_CLIENT = 10;
/** Invitations a client may send in any 24 hours, whatever became of them. */
export const INVITATIONS_PER_DAY = 10;
const INVITED = 'viewer-invited';
export const INVALID_INVITATION =
  'This invitation is not valid: it is unknown, was used already, has expired or was withdrawn.';

const invalidInvitation = () => new ApiError(404, 'not_found', INVALID_INVITATION);

interface Invite {
  client: UserRow;
  email: string;
  device: RequestDevice;
}

/**
 * Whether the client may send one more invitation in the last 24 hours (docs/decisions.md §186).
 * It counts the client's `viewer-invited` security log entries, not the invitation rows: a
 * withdrawal or a new invitation of the same address deletes rows, so rows would let
 * invite-and-withdraw send mail without end, while the log keeps every invitation for 12 months.
 */
async function mayInviteAgain(trx: Kysely<Database>, clientUserId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DAY_MS);
  return (await countSecurityEventsSince(trx, clientUserId, INVITED, since)) < INVITATIONS_PER_DAY;
}

/** Queues the invitation mail; answers the invitation's id. Refusals are ApiErrors the client can act on. */
export async function inviteViewer(
  db: Kysely<Database>,
  mail: AccountMailSettings,
  { client, email, device }: Invite,
  now: Date,
): Promise<string> {
  // The mail names the client's address, so the invitee can tell who asked: it must be theirs.
  if (client.email_verified_at === null) {
    throw new ApiError(409, 'email_unverified', 'Verify your own email address first: the invitation names it.');
  }
  if (identityKey(email) === client.email_key) {
    const message = 'This is your own address. Invite the address of the person who should read your dashboard.';
    throw new ApiError(422, 'validation_failed', message, { fields: { email: message } });
  }
  if (!isMailAddress(email)) {
    const message = 'This address cannot receive mail.';
    throw new ApiError(422, 'validation_failed', message, { fields: { email: message } });
  }
  const id = await db.transaction().execute(async (trx) => {
    // The client's row is written first: on PostgreSQL it stays locked until the transaction
    // ends, so a second invitation of the same client, from any process, waits and then counts
    // this one against both limits (SQLite runs one write transaction at a time).
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', client.id)
      .execute();
    // A new invitation of the same address replaces the pending one, whose link stops working.
    await deleteStalePendingInvitations(trx, client.id, email, now);
    const current = await listInvitationsOfClient(trx, client.id, now);
    if (current.some((row) => row.accepted_at !== null && row.email_key === identityKey(email))) {
      throw new ApiError(409, 'already_viewer', 'This address is one of your viewers already.');
    }
    if (current.length >= VIEWERS_PER_CLIENT) {
      throw new ApiError(
        409,
        'viewer_limit',
        `You have ${VIEWERS_PER_CLIENT} viewers and invitations, the most an account may have. Remove one first.`,
      );
    }
    if (!(await mayInviteAgain(trx, client.id, now))) {
      throw new ApiError(429, 'rate_limited', 'You sent many invitations today. Please try again tomorrow.');
    }
    // The address was typed by someone else: it gets at most the mailbox's daily mails (docs/decisions.md §86).
    const visitorKey = await claimVisitorMail(trx, email, now);
    if (visitorKey === null) {
      throw new ApiError(429, 'rate_limited', 'This address got several mails from us today. Please try tomorrow.');
    }
    const invitation = await insertInvitation(
      trx,
      { clientUserId: client.id, email, validMs: INVITATION_VALID_MS },
      now,
    );
    // The client writes the invitation, in their own language: the invitee has told us none
    // (docs/decisions.md §305).
    const locale = personLocale(client.locale);
    const data = {
      clientName: displayNameOf(client),
      clientEmail: client.email,
      acceptUrl: accountLinkUrl(mail.siteUrl, 'invitation', locale),
    };
    await enqueueMail(
      trx,
      {
        template: 'viewer-invitation',
        category: 'transactional',
        recipient: email,
        locale,
        domain: mail.domain,
        data,
        linkToken: invitation.token,
        visitorKey,
      },
      now,
    );
    await recordSecurityEvent(
      trx,
      { userId: client.id, kind: INVITED, outcome: 'success', detail: email, device },
      now,
    );
    return invitation.id;
  });
  return id;
}

/** The pending invitation of a link and its client, who must still be a client in good standing. */
export async function usableInvitation(db: Kysely<Database>, token: string, now: Date) {
  const invitation = await findUsableInvitation(db, token, now);
  const client = invitation ? await findUserById(db, invitation.client_user_id) : undefined;
  if (!invitation || !client || client.role !== 'client' || client.suspended_at !== null) throw invalidInvitation();
  return { invitation, client };
}

interface Join {
  token: string;
  username: string;
  password: string;
  /** The language of the page the invitee joined on: the viewer account's language. */
  locale: Locale;
  device: RequestDevice;
  hash: (password: string) => Promise<string>;
}

/**
 * Opens the viewer account of an invitation: the invited address (verified by the link), the
 * chosen username and password, role `viewer` of the inviting client. Answers the new account.
 */
export async function joinAsViewer(db: Kysely<Database>, join: Join, now: Date): Promise<UserRow> {
  const { invitation, client } = await usableInvitation(db, join.token, now);
  const identity = { username: join.username, email: invitation.email };
  const fields: Record<string, string> = {};
  if (isReservedUsername(join.username)) fields.username = 'This username is reserved. Choose another.';
  const problem = newPasswordProblem(join.password, identity);
  if (problem) fields.password = problem;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(422, 'validation_failed', Object.values(fields).join(' '), { fields });
  }
  await assertIdentitiesFree(db, identity);
  const passwordHash = await join.hash(join.password);
  const id = crypto.randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        ...identity,
        passwordHash,
        firstName: null,
        lastName: null,
        createdAt: now.toISOString(),
        locale: join.locale,
      });
      await trx
        .updateTable('users')
        .set({ role: 'viewer', viewer_of: client.id, email_verified_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      // Taking the link in the same transaction: of two submissions, one account.
      if (!(await acceptInvitation(trx, join.token, id, now))) throw invalidInvitation();
      const detail = `${join.username} (${invitation.email})`;
      // The line is in the client's log, but the browser and network are the viewer's: not kept.
      const event = {
        userId: client.id,
        kind: 'viewer-joined',
        outcome: 'success',
        detail,
        device: { userAgent: null, addressHint: null },
      } as const;
      await recordSecurityEvent(trx, event, now);
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets 409.
    await assertIdentitiesFree(db, identity);
    throw error;
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error('The new viewer account could not be read back.');
  return user;
}

async function assertIdentitiesFree(db: Kysely<Database>, identity: { username: string; email: string }) {
  const taken = await takenIdentities(db, identity.username, identity.email);
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = 'This username is already taken.';
  if (taken.email) {
    fields.email =
      'An account with this email address exists already. A viewer needs an address of its own: ask for an invitation to another one.';
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(409, 'conflict', Object.values(fields).join(' '), { fields });
  }
}

/**
 * Withdraws an invitation, or removes the viewer it opened: the viewer account is deleted with
 * its sessions (a viewer exists only for its client, docs/decisions.md §176). 404 for an id
 * that is not the client's.
 */
export async function removeViewer(
  db: Kysely<Database>,
  { client, id, device }: { client: UserRow; id: string; device: RequestDevice },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await findInvitationOfClient(trx, client.id, id);
    if (!invitation) throw new ApiError(404, 'not_found', 'No viewer or invitation with this id.');
    let detail = `${invitation.email} (invitation withdrawn)`;
    if (invitation.viewer_user_id) {
      const viewer = await findUserById(trx, invitation.viewer_user_id);
      if (viewer) detail = `${viewer.username} (${invitation.email})`;
      // Deleting the account deletes its sessions, sign-in records and this invitation with it.
      await trx.deleteFrom('users').where('id', '=', invitation.viewer_user_id).where('role', '=', 'viewer').execute();
    }
    await deleteInvitation(trx, invitation.id);
    await recordSecurityEvent(
      trx,
      { userId: client.id, kind: 'viewer-removed', outcome: 'success', detail, device },
      now,
    );
  });
}
