/**
 * Viewers (docs/back-office.md#roles): a client lets an advisor or auditor read its dashboard.
 *
 * - `POST /viewers/invitations` (client) mails a single-use link to the address, for 7 days.
 * - `GET /viewers` (client): pending invitations and viewers. `DELETE /viewers/{id}` (client)
 *   withdraws an invitation or deletes the viewer account it opened, with its sessions.
 * - `POST /viewers/invitation` (anyone with the link) says who invited whom, for the page the
 *   link opens; `POST /viewers/join` opens the viewer account and signs it in. The token
 *   travels in the body, never in a URL of the API, so no log line holds it.
 * - `GET /dashboard/owner` (dashboard) names whose dashboard the account reads, and whether
 *   read-only, for the dashboard's banner.
 *
 * @example app.route('/', viewerRoutes(deps));
 */
import { authResponseSchema } from '@alpora/shared/schemas/auth';
import {
  dashboardOwnerSchema,
  invitationSchema,
  invitationTokenRequestSchema,
  joinRequestSchema,
  viewerIdParamSchema,
  viewerInvitationRequestSchema,
  viewerListSchema,
} from '@alpora/shared/schemas/viewers';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { openSession } from '#api/auth/sign-in.ts';
import { dashboardOwnerOf, displayNameOf } from '#api/auth/viewer-dashboard.ts';
import {
  INVITATIONS_PER_DAY,
  inviteViewer,
  joinAsViewer,
  removeViewer,
  usableInvitation,
  VIEWERS_PER_CLIENT,
} from '#api/auth/viewer-invitations.ts';
import { createRouter } from '#api/http/router.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { listInvitationsOfClient } from '#api/repositories/viewer-invitations.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

function routes(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const ofClient = { ...restrictTo(deps, 'client'), tags: ['Viewers'] };
  const anyone = { ...access('anonymous'), tags: ['Viewers'] };
  return {
    invite: createRoute({
      ...ofClient,
      method: 'post',
      path: '/viewers/invitations',
      summary: 'Invite an advisor or auditor by email to read the dashboard',
      description: `The link works once, for 7 days. At most ${VIEWERS_PER_CLIENT} viewers and pending invitations at once (409), ${INVITATIONS_PER_DAY} invitations a day (429). Needs the client's own address verified (409).`,
      request: { body: jsonBody(viewerInvitationRequestSchema) },
      responses: {
        201: jsonContent(z.object({ id: z.string() }), 'The invitation is on its way'),
        ...errorResponses(...BODY_ERRORS, 401, 403, 409, 429),
      },
    }),
    list: createRoute({
      ...ofClient,
      method: 'get',
      path: '/viewers',
      summary: 'The viewers of the dashboard and the pending invitations',
      responses: { 200: jsonContent(viewerListSchema, 'Viewers, oldest first'), ...errorResponses(401, 403) },
    }),
    remove: createRoute({
      ...ofClient,
      method: 'delete',
      path: '/viewers/{id}',
      summary: 'Withdraw an invitation, or delete the viewer account it opened and end its sessions',
      request: { params: viewerIdParamSchema },
      responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 422) },
    }),
    invitation: createRoute({
      ...anyone,
      method: 'post',
      path: '/viewers/invitation',
      summary: 'Who invited which address, for the page of an invitation link',
      request: { body: jsonBody(invitationTokenRequestSchema) },
      responses: {
        200: jsonContent(invitationSchema, 'The invitation'),
        ...errorResponses(...BODY_ERRORS, 403, 404),
      },
    }),
    join: createRoute({
      ...anyone,
      method: 'post',
      path: '/viewers/join',
      summary: 'Open the viewer account of an invitation and sign it in',
      request: { body: jsonBody(joinRequestSchema) },
      responses: {
        201: jsonContent(authResponseSchema, 'The viewer account, signed in'),
        ...errorResponses(...BODY_ERRORS, 403, 404, 409),
      },
    }),
    owner: createRoute({
      ...restrictTo(deps, 'dashboard'),
      tags: ['Viewers'],
      method: 'get',
      path: '/dashboard/owner',
      summary: 'Whose dashboard the account reads, and whether read-only (a viewer)',
      responses: { 200: jsonContent(dashboardOwnerSchema, 'The owner'), ...errorResponses(401, 403) },
    }),
  };
}

export function viewerRoutes(deps: AppDeps) {
  const { db, clock, config, logger } = deps;
  const hasher = createPasswordHasher(config);
  const mail = subscriptionMailSettings(config);
  const route = routes(deps);

  return createRouter<AuthEnv>()
    .openapi(route.invite, async (c) => {
      const client = c.get('auth').user;
      const { email } = c.req.valid('json');
      const id = await inviteViewer(db, mail, { client, email, device: requestDevice(c) }, clock.now());
      deps.kickMailSender?.();
      logger.info('viewer invited', { requestId: c.get('requestId'), userId: client.id });
      return c.json({ id }, 201);
    })
    .openapi(route.list, async (c) => {
      const rows = await listInvitationsOfClient(db, c.get('auth').user.id, clock.now());
      const viewers = rows.map((row) => ({
        id: row.id,
        email: row.email,
        status: row.accepted_at === null ? ('pending' as const) : ('active' as const),
        username: row.viewer_username,
        invitedAt: row.created_at,
        expiresAt: row.expires_at,
        joinedAt: row.accepted_at,
      }));
      return c.json({ viewers, limit: VIEWERS_PER_CLIENT }, 200);
    })
    .openapi(route.remove, async (c) => {
      const client = c.get('auth').user;
      await removeViewer(db, { client, id: c.req.valid('param').id, device: requestDevice(c) }, clock.now());
      logger.info('viewer removed', { requestId: c.get('requestId'), userId: client.id });
      return c.body(null, 204);
    })
    .openapi(route.invitation, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { invitation, client } = await usableInvitation(db, c.req.valid('json').token, clock.now());
      return c.json(
        {
          clientName: displayNameOf(client),
          clientEmail: client.email,
          email: invitation.email,
          expiresAt: invitation.expires_at,
        },
        200,
      );
    })
    .openapi(route.join, async (c) => {
      assertSameOriginWrite(c, 'none');
      const body = c.req.valid('json');
      const join = { ...body, device: requestDevice(c), hash: (password: string) => hasher.hash(password) };
      const viewer = await joinAsViewer(db, join, clock.now());
      logger.info('viewer joined', { requestId: c.get('requestId'), userId: viewer.id });
      return c.json(await openSession(deps, c, viewer, 'registration'), 201);
    })
    .openapi(route.owner, async (c) => {
      const { user } = c.get('auth');
      const owner = await dashboardOwnerOf(db, user);
      return c.json({ name: displayNameOf(owner), readOnly: owner.id !== user.id }, 200);
    });
}
