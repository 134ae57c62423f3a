/**
 * What an administrator in /admin#incidents and an operator's `cli incident` do to the status
 * page, one function per action (docs/back-office.md#incidents): open an incident, post an
 * update, resolve it. Each publishes on the status page and in its Atom feed, queues the
 * `incident-update` mail to every confirmed status subscriber and records one audit entry
 * (`incident.open`, `incident.update`, `incident.resolve`), all in one transaction, so none of
 * them exists without the others (docs/decisions.md §76, §145).
 *
 * @example const id = await openIncidentAs(db, staffActor(c), request, clock.now(), subscriptionMailSettings(config));
 */
import {
  DEFAULT_RESOLUTION_MESSAGE,
  type IncidentUpdateRequest,
  type OpenIncidentRequest,
} from '@alpora/shared/schemas/admin-incidents';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { addIncidentUpdate, openIncident } from '#api/repositories/incidents.ts';
import type { SubscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/** Why an incident takes no update: none has that id, or it is resolved already. */
export class IncidentChangeRefused extends Error {
  override name = 'IncidentChangeRefused';
  readonly code: 'not_found' | 'already_resolved';
  constructor(code: IncidentChangeRefused['code'], id: number) {
    super(code === 'not_found' ? `No incident ${id}.` : `Incident ${id} is resolved already.`);
    this.code = code;
  }
}

/** Opens an incident; answers its id. */
export function openIncidentAs(
  db: Kysely<Database>,
  actor: AuditActor,
  incident: OpenIncidentRequest,
  now: Date,
  mail: SubscriptionMailSettings,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await openIncident(trx, incident, now, mail);
    const { title, status, impact, services } = incident;
    const detail = { title, status, impact, services };
    await recordAudit(
      trx,
      actor,
      { action: 'incident.open', subjectType: 'incident', subjectId: String(id), detail },
      now,
    );
    return id;
  });
}

/**
 * Posts an update; the status `resolved` resolves the incident, exactly as `resolveIncidentAs`.
 * Throws IncidentChangeRefused for an id that is not there or an incident resolved already.
 */
export function updateIncidentAs(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  update: IncidentUpdateRequest,
  now: Date,
  mail: SubscriptionMailSettings,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const outcome = await addIncidentUpdate(trx, id, update, now, mail);
    if (outcome !== 'updated') throw new IncidentChangeRefused(outcome, id);
    const action = update.status === 'resolved' ? 'incident.resolve' : 'incident.update';
    await recordAudit(
      trx,
      actor,
      { action, subjectType: 'incident', subjectId: String(id), detail: { status: update.status } },
      now,
    );
  });
}

/** Resolves an incident, with "This incident has been resolved." when `message` is blank. */
export function resolveIncidentAs(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  message: string | undefined,
  now: Date,
  mail: SubscriptionMailSettings,
): Promise<void> {
  const update = { status: 'resolved', message: message?.trim() || DEFAULT_RESOLUTION_MESSAGE } as const;
  return updateIncidentAs(db, actor, id, update, now, mail);
}
