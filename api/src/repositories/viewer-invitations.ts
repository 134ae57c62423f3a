/**
 * A client's invitations of viewers (docs/back-office.md#roles), as rows: the invited address,
 * the SHA-256 of the link's token (the plain token exists only in the queued mail) and, once
 * accepted, the viewer account it opened. Accepting marks the row in the statement that checks
 * it is pending and unexpired, so two submissions racing on one link cannot both open an
 * account, on either engine.
 *
 * @example const token = await insertInvitation(trx, { clientUserId, email, validMs }, now);
 */
import type { Kysely } from 'kysely';
import type { Database, ViewerInvitationRow } from '#api/db/schema.ts';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';
import { identityKey } from './users.ts';

interface NewInvitation {
  clientUserId: string;
  email: string;
  validMs: number;
}

/** Stores a new invitation and answers its id and the plain token, which only the mail will hold. */
export async function insertInvitation(
  db: Kysely<Database>,
  invitation: NewInvitation,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = newLinkToken();
  const id = crypto.randomUUID();
  await db
    .insertInto('viewer_invitations')
    .values({
      id,
      client_user_id: invitation.clientUserId,
      email: invitation.email,
      email_key: identityKey(invitation.email),
      token_hash: linkTokenHash(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + invitation.validMs).toISOString(),
      accepted_at: null,
      viewer_user_id: null,
    })
    .execute();
  return { id, token };
}

/**
 * The client's viewers and pending invitations, oldest first. Expired pending invitations are
 * left out: their links no longer work, and the client invites again.
 */
export function listInvitationsOfClient(
  db: Kysely<Database>,
  clientUserId: string,
  now: Date,
): Promise<(ViewerInvitationRow & { viewer_username: string | null })[]> {
  return db
    .selectFrom('viewer_invitations')
    .leftJoin('users', 'users.id', 'viewer_invitations.viewer_user_id')
    .selectAll('viewer_invitations')
    .select('users.username as viewer_username')
    .where('viewer_invitations.client_user_id', '=', clientUserId)
    .where((eb) =>
      eb.or([
        eb('viewer_invitations.accepted_at', 'is not', null),
        eb('viewer_invitations.expires_at', '>', now.toISOString()),
      ]),
    )
    .orderBy('viewer_invitations.created_at')
    .orderBy('viewer_invitations.id')
    .execute();
}

/** Deletes the client's pending invitations of this address, and every pending one that expired. */
export async function deleteStalePendingInvitations(
  db: Kysely<Database>,
  clientUserId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('viewer_invitations')
    .where('client_user_id', '=', clientUserId)
    .where('accepted_at', 'is', null)
    .where((eb) => eb.or([eb('email_key', '=', identityKey(email)), eb('expires_at', '<=', now.toISOString())]))
    .execute();
}

/** One of the client's invitations by its id; undefined for anyone else's. */
export function findInvitationOfClient(
  db: Kysely<Database>,
  clientUserId: string,
  id: string,
): Promise<ViewerInvitationRow | undefined> {
  return db
    .selectFrom('viewer_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('client_user_id', '=', clientUserId)
    .executeTakeFirst();
}

/** The pending, unexpired invitation of a token, without taking it; undefined for anything else. */
export async function findUsableInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ViewerInvitationRow | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  return db
    .selectFrom('viewer_invitations')
    .selectAll()
    .where('token_hash', '=', linkTokenHash(token))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks a pending, unexpired invitation accepted by the viewer account it opened and answers
 * its row; undefined when the link is unknown, used or expired (nothing is marked).
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  viewerUserId: string,
  now: Date,
): Promise<ViewerInvitationRow | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  return db
    .updateTable('viewer_invitations')
    .set({ accepted_at: now.toISOString(), viewer_user_id: viewerUserId })
    .where('token_hash', '=', linkTokenHash(token))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteInvitation(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('viewer_invitations').where('id', '=', id).execute();
}

/**
 * Deletes the invitations never accepted whose link expired before `before`, of every client;
 * answers how many. Accepted ones go with their viewer account, withdrawn ones at once.
 */
export async function deleteUnacceptedInvitationsExpiredBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('viewer_invitations')
    .where('accepted_at', 'is', null)
    .where('expires_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
