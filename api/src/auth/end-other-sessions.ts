/**
 * The offer that follows a change to how an account signs in (docs/decisions.md §109, §114):
 * whoever held a session before the change may still hold it, so the owner may end every
 * other session in the same step. This session stays; the ended ones go to the owner's
 * security log as one 'sessions-ended' entry, written only when any ended.
 *
 * @example const otherSessionsEnded = await endOtherSessions({ db, clock }, c, c.get('auth'), 'passkey');
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { deleteOtherSessionsOfUser } from '#api/repositories/sessions.ts';
import { requestDevice } from './request-device.ts';

/** Ends every session of the account but `auth.session`; answers how many ended. */
export async function endOtherSessions(
  { db, clock }: { db: Kysely<Database>; clock: Clock },
  c: Context,
  auth: { user: UserRow; session: SessionRow },
  method: string,
): Promise<number> {
  const ended = await deleteOtherSessionsOfUser(db, auth.user.id, auth.session.id);
  if (ended > 0) {
    const event = { userId: auth.user.id, kind: 'sessions-ended', outcome: 'success', method } as const;
    const detail = `${ended} other sessions`;
    await recordSecurityEvent(db, { ...event, detail, device: requestDevice(c) }, clock.now());
  }
  return ended;
}
