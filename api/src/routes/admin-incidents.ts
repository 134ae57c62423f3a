/**
 * /admin#incidents (docs/back-office.md#incidents): administrators list, open, update and
 * resolve the incidents of the status page. Each action is the one `cli incident` takes
 * (../back-office/incident-actions.ts): the status page, its Atom feed and the status
 * subscribers' mails follow, and the audit log records it. The mail sender is asked to deliver
 * the subscribers' mails at once.
 */
import {
  adminIncidentListSchema,
  adminIncidentSchema,
  incidentIdParamSchema,
  incidentUpdateRequestSchema,
  openIncidentRequestSchema,
  resolveIncidentRequestSchema,
} from '@alpora/shared/schemas/admin-incidents';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { staffActor } from '#api/back-office/audit.ts';
import {
  IncidentChangeRefused,
  openIncidentAs,
  resolveIncidentAs,
  updateIncidentAs,
} from '#api/back-office/incident-actions.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { findIncident, listIncidents } from '#api/repositories/incidents.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/** Resolved incidents the list shows below the open ones. */
export const RECENT_RESOLVED = 20;

/** 404 and 409 with what they mean here. */
const refusals = {
  404: { ...errorResponses(404)[404], description: 'No incident has this id' },
  409: { ...errorResponses(409)[409], description: 'The incident is resolved already: it takes no more updates' },
} as const;

export function adminIncidentRoutes(deps: AppDeps) {
  const { db, clock, config, kickMailSender } = deps;
  const admin = { ...restrictTo(deps, 'admin'), tags: ['Back office'] };
  const mail = subscriptionMailSettings(config);

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/incidents',
    summary: 'Open incidents and the recently resolved ones, newest first',
    responses: {
      200: jsonContent(adminIncidentListSchema, 'Incidents with their updates'),
      ...errorResponses(401, 403),
    },
  });
  const open = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/incidents',
    summary: 'Open an incident: the status page and its feed show it, status subscribers are mailed',
    request: { body: jsonBody(openIncidentRequestSchema) },
    responses: {
      201: jsonContent(adminIncidentSchema, 'The incident as published'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
    },
  });
  const update = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/incidents/{id}/updates',
    summary: 'Post an update of an open incident; status subscribers are mailed',
    request: { params: incidentIdParamSchema, body: jsonBody(incidentUpdateRequestSchema) },
    responses: {
      200: jsonContent(adminIncidentSchema, 'The incident as published'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
      ...refusals,
    },
  });
  const resolve = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/incidents/{id}/resolve',
    summary: 'Resolve an incident, with "This incident has been resolved." unless a message is given',
    request: { params: incidentIdParamSchema, body: jsonBody(resolveIncidentRequestSchema) },
    responses: {
      200: jsonContent(adminIncidentSchema, 'The incident as published'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
      ...refusals,
    },
  });

  /** The incident as it now is, after an action committed and its mails are on their way. */
  async function published(id: number) {
    kickMailSender?.();
    const incident = await findIncident(db, id);
    if (!incident) throw new ApiError(404, 'not_found', `No incident ${id}.`);
    return { incident };
  }

  async function refusing<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof IncidentChangeRefused)) throw error;
      if (error.code === 'not_found') throw new ApiError(404, 'not_found', error.message);
      throw new ApiError(409, 'incident_resolved', error.message);
    }
  }

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const [current, resolved] = await Promise.all([
        listIncidents(db, { current: true }),
        listIncidents(db, { resolved: true, limit: RECENT_RESOLVED }),
      ]);
      return c.json({ open: current, resolved }, 200);
    })
    .openapi(open, async (c) => {
      const id = await openIncidentAs(db, staffActor(c), c.req.valid('json'), clock.now(), mail);
      return c.json(await published(id), 201);
    })
    .openapi(update, async (c) => {
      const id = Number(c.req.valid('param').id);
      await refusing(() => updateIncidentAs(db, staffActor(c), id, c.req.valid('json'), clock.now(), mail));
      return c.json(await published(id), 200);
    })
    .openapi(resolve, async (c) => {
      const id = Number(c.req.valid('param').id);
      const { message } = c.req.valid('json');
      await refusing(() => resolveIncidentAs(db, staffActor(c), id, message, clock.now(), mail));
      return c.json(await published(id), 200);
    });
}
