/**
 * The users section of the back office (docs/back-office.md#users), for administrators only:
 *
 * - `GET /admin/users` lists the accounts, newest first, 50 a page, searched and filtered; the
 *   list is a view of people's data, so each page is one `users.list` audit entry.
 * - `PATCH /admin/users/{id}/role` gives another role through `changeRole`, which ends the
 *   account's sessions (`user.role`).
 * - `POST /admin/users/{id}/suspend` with a reason, and `POST /admin/users/{id}/reinstate`
 *   (../back-office/suspension.ts; `user.suspend`, `user.reinstate`); each mails the owner.
 * - `POST /admin/users/{id}/verification` mails the verification link again, within the
 *   account's own link allowance (`user.verification`).
 *
 * No administrator changes their own role or suspends themselves, and the last administrator
 * stays one (../back-office/user-safeguards.ts).
 *
 * @example app.route('/', adminUserRoutes(deps));
 */
import {
  type AdminUser,
  adminUserActionSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  roleChangeRequestSchema,
  suspendRequestSchema,
  userIdParamSchema,
} from '@alpora/shared/schemas/admin-users';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { queueVerificationMail } from '#api/auth/account-mails.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { isRole } from '#api/auth/roles.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { changeRole, RoleChangeRefused } from '#api/back-office/change-role.ts';
import { reinstateAccount, suspendAccount } from '#api/back-office/suspension.ts';
import { assertKeepsAnAdmin } from '#api/back-office/user-safeguards.ts';
import type { UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { withoutSearchText } from '#api/privacy/audited-search.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { type DirectoryRow, directoryRowOf, userDirectoryPage } from '#api/repositories/user-directory.ts';
import { findUserById } from '#api/repositories/users.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/** Accounts per page of the list. */
export const USERS_PAGE_SIZE = 50;

function reasonOf(row: DirectoryRow): string | null {
  if (!row.suspended_at || !row.suspension_detail) return null;
  try {
    const detail = JSON.parse(row.suspension_detail) as { reason?: unknown };
    return typeof detail.reason === 'string' ? detail.reason : null;
  } catch {
    return null;
  }
}

/** One account as the section shows it. */
export function adminUserOf(row: DirectoryRow): AdminUser {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: name || null,
    role: isRole(row.role) ? row.role : 'client',
    emailVerifiedAt: row.email_verified_at,
    suspendedAt: row.suspended_at,
    suspensionReason: reasonOf(row),
    hasSecondFactor: Boolean(row.has_totp) || Boolean(row.has_passkey),
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    lastSeenAt: row.last_seen_at,
    locale: personLocale(row.locale),
  };
}

export function adminUserRoutes(deps: AppDeps) {
  const { db, clock, logger, config, kickMailSender } = deps;
  const mail = subscriptionMailSettings(config);
  const admin = { ...restrictTo(deps, 'admin'), tags: ['Back office'] };
  const params = userIdParamSchema;
  const answered = jsonContent(adminUserActionSchema, 'Done; the account as it is now');

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/users',
    summary: 'The accounts, newest first, 50 a page, searched by username, email or name',
    request: { query: adminUsersQuerySchema },
    responses: { 200: jsonContent(adminUserListSchema, 'One page of accounts'), ...errorResponses(401, 403, 422) },
  });
  const role = createRoute({
    ...admin,
    method: 'patch',
    path: '/admin/users/{id}/role',
    summary: "Give the account another role; ends the account's sessions",
    description: 'A staff role needs a second factor first; an administrator cannot change their own role.',
    request: { params, body: jsonBody(roleChangeRequestSchema) },
    responses: { 200: answered, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409) },
  });
  const suspend = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/users/{id}/suspend',
    summary: 'Suspend the account: every session ends at once and no sign-in succeeds until reinstated',
    request: { params, body: jsonBody(suspendRequestSchema) },
    responses: { 200: answered, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409) },
  });
  const reinstate = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/users/{id}/reinstate',
    summary: 'Lift the suspension: the owner signs in again as before',
    request: { params },
    responses: { 200: answered, ...errorResponses(401, 403, 404, 409, 422) },
  });
  const verification = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/users/{id}/verification',
    summary: "Mail the account's verification link again, within its hourly allowance",
    request: { params },
    responses: { 202: answered, ...errorResponses(401, 403, 404, 409, 422, 429) },
  });

  const targetOf = async (id: string): Promise<UserRow> => {
    const user = await findUserById(db, id);
    if (!user) throw new ApiError(404, 'not_found', 'No account has this id.');
    return user;
  };
  const answer = async (user: UserRow, message: string) => {
    const row = await directoryRowOf(db, user.id);
    if (!row) throw new ApiError(404, 'not_found', 'No account has this id.');
    return { message, user: adminUserOf(row) };
  };
  const logAction = (c: Context<AuthEnv>, action: string, userId: string) =>
    logger.info('back office user action', {
      requestId: c.get('requestId'),
      actorId: c.get('auth').user.id,
      action,
      userId,
    });

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { q, role: roleFilter, status, after } = c.req.valid('query');
      const page = await userDirectoryPage(db, { q, role: roleFilter, status }, { after, limit: USERS_PAGE_SIZE });
      const filters = Object.fromEntries(Object.entries({ q, role: roleFilter, status, after }).filter(([, v]) => v));
      await recordAudit(
        db,
        staffActor(c),
        {
          action: 'users.list',
          subjectType: 'user',
          detail: { ...withoutSearchText(filters), shown: page.rows.map((row) => row.id) },
        },
        clock.now(),
      );
      return c.json({ users: page.rows.map(adminUserOf), next: page.next }, 200);
    })
    .openapi(role, async (c) => {
      const user = await targetOf(c.req.valid('param').id);
      const { role: newRole } = c.req.valid('json');
      await assertKeepsAnAdmin(db, c.get('auth').user, user, 'role');
      try {
        await changeRole(db, { user, role: newRole, actor: staffActor(c) }, clock.now());
      } catch (error) {
        if (error instanceof RoleChangeRefused) throw new ApiError(409, error.code, error.message);
        throw error;
      }
      logAction(c, 'user.role', user.id);
      return c.json(await answer(user, `${user.username} is now ${newRole}; their sessions ended.`), 200);
    })
    .openapi(suspend, async (c) => {
      const user = await targetOf(c.req.valid('param').id);
      const { reason } = c.req.valid('json');
      if (user.suspended_at) throw new ApiError(409, 'already_suspended', `${user.username} is suspended already.`);
      await assertKeepsAnAdmin(db, c.get('auth').user, user, 'suspend');
      const ended = await suspendAccount(db, mail, { user, reason, actor: staffActor(c) }, clock.now());
      kickMailSender?.();
      logAction(c, 'user.suspend', user.id);
      const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
      return c.json(await answer(user, `${user.username} is suspended; ${sessions} ended.`), 200);
    })
    .openapi(reinstate, async (c) => {
      const user = await targetOf(c.req.valid('param').id);
      if (!user.suspended_at) throw new ApiError(409, 'not_suspended', `${user.username} is not suspended.`);
      await reinstateAccount(db, mail, { user, actor: staffActor(c) }, clock.now());
      kickMailSender?.();
      logAction(c, 'user.reinstate', user.id);
      return c.json(await answer(user, `${user.username} is reinstated and can sign in again.`), 200);
    })
    .openapi(verification, async (c) => {
      const user = await targetOf(c.req.valid('param').id);
      if (user.email_verified_at !== null) {
        throw new ApiError(409, 'already_verified', `${user.username}'s email address is verified already.`);
      }
      const now = clock.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const queued = await queueVerificationMail(trx, mail, user, now);
        if (queued === 'queued') {
          const entry = { action: 'user.verification', subjectType: 'user', subjectId: user.id } as const;
          await recordAudit(trx, staffActor(c), { ...entry, detail: { email: user.email } }, now);
        }
        return queued;
      });
      if (outcome === 'capped') {
        throw new ApiError(
          429,
          'rate_limited',
          `${user.username} was sent several verification links in the last hour. Try again later.`,
        );
      }
      if (outcome === 'unreachable') {
        throw new ApiError(409, 'unreachable_address', `${user.email} cannot receive mail.`);
      }
      kickMailSender?.();
      logAction(c, 'user.verification', user.id);
      return c.json(await answer(user, `A new verification link is on its way to ${user.email}.`), 202);
    });
}
