/**
 * The owner's sessions and security log (docs/product.md#accounts, docs/decisions.md §109–§110):
 * the list of live sessions with the browser, network and method of each; ending one, all the
 * others, or all of them; and the security log, newest first. A session is named by its public
 * id (auth/session-public-id.ts); an id not among the owner's own answers 404, exactly like one
 * that does not exist, so ids of others cannot be probed. Ending sessions needs the owner
 * present (auth/recent-proof.ts): a stolen session must not be able to sign the owner out of
 * every browser and keep the account to itself.
 */
import {
  endSessionsRequestSchema,
  securityLogQuerySchema,
  securityLogSchema,
  sessionIdParamSchema,
  sessionListSchema,
  sessionsEndedSchema,
} from '@alpora/shared/schemas/account-sessions';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { describeDevice } from '#api/auth/device-description.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { assertRecentProof } from '#api/auth/recent-proof.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { clearSessionCookie } from '#api/auth/session-cookie.ts';
import { publicSessionId } from '#api/auth/session-public-id.ts';
import type { SessionRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { securityLogPage } from '#api/repositories/security-log.ts';
import {
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  listSessionsOfUser,
} from '#api/repositories/sessions.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/** Entries per page of the security log. */
export const SECURITY_LOG_PAGE_SIZE = 50;

const PROOF = 'Needs the current password, or for an account without one a sign-in of the last 15 minutes.';

export function accountSessionRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, logger, config } = deps;
  const hasher = createPasswordHasher(config);
  const signedIn = { ...restrictTo(deps, 'user'), tags: ['Accounts'] };
  const proofBody = jsonBody(endSessionsRequestSchema);

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/auth/sessions',
    summary: "The signed-in user's live sessions, the one asking marked current",
    responses: { 200: jsonContent(sessionListSchema, 'Sessions, newest first'), ...errorResponses(401) },
  });
  const endOne = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/auth/sessions/{id}',
    summary: 'End one session of the signed-in user (the current one too)',
    description: PROOF,
    request: { params: sessionIdParamSchema, body: proofBody },
    responses: { 204: { description: 'Session ended' }, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
  });
  const endOthers = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/sessions/end-others',
    summary: 'End every session of the signed-in user but the current one',
    description: PROOF,
    request: { body: proofBody },
    responses: { 200: jsonContent(sessionsEndedSchema, 'Sessions ended'), ...errorResponses(...BODY_ERRORS, 401, 403) },
  });
  const endAll = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/sessions/end-all',
    summary: 'Sign out everywhere: end every session of the signed-in user, the current one included',
    description: PROOF,
    request: { body: proofBody },
    responses: { 200: jsonContent(sessionsEndedSchema, 'Sessions ended'), ...errorResponses(...BODY_ERRORS, 401, 403) },
  });
  const log = createRoute({
    ...signedIn,
    method: 'get',
    path: '/auth/security-log',
    summary: "The signed-in user's security log, newest first, 50 entries a page",
    request: { query: securityLogQuerySchema },
    responses: { 200: jsonContent(securityLogSchema, 'One page of the log'), ...errorResponses(401, 422) },
  });

  const toListed = (session: SessionRow, currentId: string) => ({
    id: publicSessionId(session.id),
    device: describeDevice(session.user_agent),
    addressHint: session.address_hint,
    method: session.method,
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at,
    expiresAt: session.expires_at,
    current: session.id === currentId,
  });

  /** The owner's proof of presence, checked before anything ends. */
  const assertPresent = (c: Context<AuthEnv>, body: { currentPassword?: string | undefined }) =>
    assertRecentProof({ db, hasher, clock, loginThrottle }, c, c.get('auth'), body.currentPassword);

  /** Records what the owner ended, from the session that asked. */
  const recordEnded = (c: Context<AuthEnv>, kind: 'sign-out' | 'sessions-ended', detail: string) => {
    const { user, session } = c.get('auth');
    const event = { userId: user.id, kind, outcome: 'success', method: session.method ?? undefined } as const;
    return recordSecurityEvent(db, { ...event, detail, device: requestDevice(c) }, clock.now());
  };

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { user, session } = c.get('auth');
      const sessions = await listSessionsOfUser(db, user.id, clock.now());
      return c.json({ sessions: sessions.map((row) => toListed(row, session.id)) }, 200);
    })
    .openapi(endOne, async (c) => {
      const { user, session } = c.get('auth');
      const { id } = c.req.valid('param');
      await assertPresent(c, c.req.valid('json'));
      const sessions = await listSessionsOfUser(db, user.id, clock.now());
      const target = sessions.find((row) => publicSessionId(row.id) === id);
      if (!target || !(await deleteSessionOfUser(db, user.id, target.id))) {
        throw new ApiError(404, 'not_found', 'No session of yours has this id; it may have ended already.');
      }
      const current = target.id === session.id;
      if (current) clearSessionCookie(c);
      const described = describeDevice(target.user_agent) ?? 'unknown browser';
      await recordEnded(c, 'sign-out', current ? 'this session' : `session on ${described}`);
      logger.info('session ended by owner', { requestId: c.get('requestId'), userId: user.id, current });
      return c.body(null, 204);
    })
    .openapi(endOthers, async (c) => {
      const { user, session } = c.get('auth');
      await assertPresent(c, c.req.valid('json'));
      const ended = await deleteOtherSessionsOfUser(db, user.id, session.id);
      await recordEnded(c, 'sessions-ended', `${ended} other sessions`);
      logger.info('other sessions ended by owner', { requestId: c.get('requestId'), userId: user.id, ended });
      return c.json({ ended }, 200);
    })
    .openapi(endAll, async (c) => {
      const { user } = c.get('auth');
      await assertPresent(c, c.req.valid('json'));
      const ended = await deleteSessionsOfUser(db, user.id);
      clearSessionCookie(c);
      await recordEnded(c, 'sessions-ended', `all ${ended} sessions`);
      logger.info('all sessions ended by owner', { requestId: c.get('requestId'), userId: user.id, ended });
      return c.json({ ended }, 200);
    })
    .openapi(log, async (c) => {
      const { user } = c.get('auth');
      const { before } = c.req.valid('query');
      const page = await securityLogPage(db, user.id, {
        before: before === undefined ? undefined : Number(before),
        limit: SECURITY_LOG_PAGE_SIZE,
      });
      const entries = page.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        outcome: row.outcome === 'failure' ? ('failure' as const) : ('success' as const),
        method: row.method,
        detail: row.detail,
        device: describeDevice(row.user_agent),
        addressHint: row.address_hint,
        at: row.created_at,
      }));
      return c.json({ entries, nextBefore: page.nextBefore }, 200);
    });
}
