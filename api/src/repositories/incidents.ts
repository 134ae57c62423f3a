/**
 * Incidents are data, not code (docs/product.md#status-page): operators open, update and resolve
 * them with the CLI and administrators in /admin (both through ../back-office/incident-actions.ts),
 * and the status page and the Atom feed read them from here. Opening, updating and resolving one
 * mails every confirmed status subscriber, queued in the incident's own transaction, so a
 * published update and its mails exist together (docs/decisions.md §76). Given a transaction,
 * the writes join it, so the caller's audit entry commits with them.
 */
import type { Incident, IncidentImpact, IncidentState, ServiceId } from '@alpora/shared/schemas/status';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { localePageUrl } from '#api/mail/person-locale.ts';
import { enqueueListMail } from './list-mail.ts';
import type { SubscriptionMailSettings } from './subscriptions.ts';

interface NewIncident {
  title: string;
  impact: IncidentImpact;
  services: ServiceId[];
  message: string;
  status?: Exclude<IncidentState, 'resolved'>;
}

interface IncidentChange {
  title: string;
  status: IncidentState;
  impact: IncidentImpact;
  message: string;
}

/** Runs `work` in `db` when it is a transaction already, else in a transaction of its own. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Queues the `incident-update` mail of one change to every confirmed status subscriber, each in
 * their own language with the status page in it. The incident's title and message are the
 * operator's words, the same in every mail (docs/decisions.md §306).
 */
function mailSubscribers(
  trx: Kysely<Database>,
  change: IncidentChange,
  settings: SubscriptionMailSettings,
  at: Date,
): Promise<number> {
  return enqueueListMail(
    trx,
    'status',
    {
      template: 'incident-update',
      category: 'notification',
      props: (unsubscribeUrl, locale) => ({
        ...change,
        at: at.toISOString(),
        statusPageUrl: localePageUrl(settings.siteUrl, locale, '/status'),
        unsubscribeUrl,
      }),
    },
    settings,
    at,
  );
}

export async function openIncident(
  db: Kysely<Database>,
  incident: NewIncident,
  at: Date,
  mail: SubscriptionMailSettings,
): Promise<number> {
  const time = at.toISOString();
  const status = incident.status ?? 'investigating';
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('incidents')
      .values({
        title: incident.title,
        status,
        impact: incident.impact,
        services: JSON.stringify(incident.services),
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('incident_updates')
      .values({ incident_id: id, status, message: incident.message, created_at: time })
      .execute();
    await mailSubscribers(
      trx,
      { title: incident.title, status, impact: incident.impact, message: incident.message },
      mail,
      at,
    );
    return id;
  });
}

type UpdateOutcome = 'updated' | 'not_found' | 'already_resolved';

/** Adds an update; `resolved` closes the incident. A resolved incident takes no more updates. */
export async function addIncidentUpdate(
  db: Kysely<Database>,
  id: number,
  update: { status: IncidentState; message: string },
  at: Date,
  mail: SubscriptionMailSettings,
): Promise<UpdateOutcome> {
  const time = at.toISOString();
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('incidents')
      .select(['title', 'impact', 'resolved_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return 'not_found';
    if (found.resolved_at) return 'already_resolved';
    await trx
      .updateTable('incidents')
      .set({
        status: update.status,
        updated_at: time,
        resolved_at: update.status === 'resolved' ? time : null,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('incident_updates')
      .values({ incident_id: id, status: update.status, message: update.message, created_at: time })
      .execute();
    const change = { ...update, title: found.title, impact: found.impact as IncidentImpact };
    await mailSubscribers(trx, change, mail, at);
    return 'updated';
  });
}

/**
 * Incidents newest first, at most `limit`: only unresolved ones with `current`, only resolved
 * ones with `resolved` (the latest resolution first), else all.
 */
export async function listIncidents(
  db: Kysely<Database>,
  {
    current = false,
    resolved = false,
    limit = 50,
    id,
  }: { current?: boolean; resolved?: boolean; limit?: number; id?: number } = {},
): Promise<Incident[]> {
  let query = db
    .selectFrom('incidents')
    .selectAll()
    .orderBy(resolved ? 'resolved_at' : 'created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (current) query = query.where('resolved_at', 'is', null);
  if (resolved) query = query.where('resolved_at', 'is not', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const updates = await db
    .selectFrom('incident_updates')
    .selectAll()
    .where(
      'incident_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status as IncidentState,
    impact: row.impact as IncidentImpact,
    services: JSON.parse(row.services) as ServiceId[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resolvedAt: row.resolved_at,
    updates: updates
      .filter((update) => update.incident_id === row.id)
      .map((update) => ({
        status: update.status as IncidentState,
        message: update.message,
        createdAt: update.created_at,
      })),
  }));
}

/** One incident with its updates, or undefined. */
export async function findIncident(db: Kysely<Database>, id: number): Promise<Incident | undefined> {
  const [incident] = await listIncidents(db, { id, limit: 1 });
  return incident;
}

/** Critical incidents opened since `since`, for the status page's "0 critical incidents" tile. */
export async function countCriticalIncidentsSince(db: Kysely<Database>, since: Date): Promise<number> {
  const row = await db
    .selectFrom('incidents')
    .select(db.fn.countAll<number>().as('count'))
    .where('impact', '=', 'critical')
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
