/**
 * `cli incident <open|update|resolve|list>`: incidents are data, so an operator publishes one
 * on the status page and in its Atom feed without a deploy (docs/product.md#status-page).
 * Opening, updating and resolving one queues a mail to every confirmed status subscriber; the
 * server's mail sender delivers it (docs/decisions.md §76). Each action is the one an
 * administrator takes in /admin#incidents (../back-office/incident-actions.ts), with the same
 * bounds, and is in the audit log by `operator` (docs/back-office.md#incidents).
 *
 * @example node api/src/cli.ts incident open --title "Delayed prices" --impact minor --service market --message "Investigating."
 */

import { parseArgs } from 'node:util';
import { operatorMessage } from '@alpora/shared/field-errors';
import {
  DEFAULT_RESOLUTION_MESSAGE,
  incidentMessageSchema,
  incidentTitleSchema,
  OPEN_INCIDENT_STATES,
} from '@alpora/shared/schemas/admin-incidents';
import { INCIDENT_IMPACTS, INCIDENT_STATES, SERVICE_IDS } from '@alpora/shared/schemas/status';
import { OPERATOR } from '#api/back-office/audit.ts';
import { IncidentChangeRefused, openIncidentAs, updateIncidentAs } from '#api/back-office/incident-actions.ts';
import { listIncidents } from '#api/repositories/incidents.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { type CliCommand, type CliDeps, UsageError, withUsage } from './command.ts';

const USAGE = `Usage:
  incident open --title <text> --message <text> [--impact ${INCIDENT_IMPACTS.join('|')}] [--service <${SERVICE_IDS.join('|')}>]... [--status ${OPEN_INCIDENT_STATES.join('|')}]
  incident update <id> --status <${INCIDENT_STATES.join('|')}> --message <text>
  incident resolve <id> [--message <text>]
  incident list [--all]
`;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T {
  if (value && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${allowed.join(', ')}.`);
}

/**
 * The bounds the API holds a title and a message to (PostgreSQL refuses a longer title where
 * SQLite would store it, docs/decisions.md §66), with the option's name in the message.
 */
const TEXT_SCHEMAS = { title: incidentTitleSchema, message: incidentMessageSchema } as const;

/** A text option, trimmed: present, within its column and without NUL (the API's text rule). */
function required(value: string | undefined, name: keyof typeof TEXT_SCHEMAS): string {
  if (!value?.trim()) throw new UsageError(`--${name} is required.`);
  const parsed = TEXT_SCHEMAS[name].safeParse(value);
  if (!parsed.success) throw new UsageError(`--${name}: ${operatorMessage(parsed.error.issues[0])}`);
  return parsed.data;
}

function incidentId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new UsageError('Give the incident id, e.g. "incident update 3 ...".');
  // Ids are 64-bit on both engines but read as numbers: past 2^53 a number no longer names one
  // id, and past 2^63 PostgreSQL would refuse the value. No such incident exists.
  if (!Number.isSafeInteger(id)) throw new UsageError(`No incident ${value}.`);
  return id;
}

async function run(action: string | undefined, args: string[], { db, config, out }: CliDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      message: { type: 'string' },
      impact: { type: 'string', default: 'minor' },
      service: { type: 'string', multiple: true, default: [] },
      status: { type: 'string' },
      all: { type: 'boolean', default: false },
    },
  });
  const now = new Date();
  const mail = subscriptionMailSettings(config);
  if (action === 'open') {
    const services = (values.service ?? [])
      .flatMap((list) => list.split(','))
      .map((s) => oneOf(s, SERVICE_IDS, 'service'));
    const id = await openIncidentAs(
      db,
      OPERATOR,
      {
        title: required(values.title, 'title'),
        message: required(values.message, 'message'),
        impact: oneOf(values.impact, INCIDENT_IMPACTS, 'impact'),
        services: [...new Set(services)],
        status: oneOf(values.status ?? 'investigating', OPEN_INCIDENT_STATES, 'status'),
      },
      now,
      mail,
    );
    out(`Opened incident ${id}.\n`);
    return 0;
  }
  if (action === 'update' || action === 'resolve') {
    const id = incidentId(positionals[0]);
    const status = action === 'resolve' ? 'resolved' : oneOf(values.status, INCIDENT_STATES, 'status');
    const message =
      action === 'resolve' && !values.message ? DEFAULT_RESOLUTION_MESSAGE : required(values.message, 'message');
    try {
      await updateIncidentAs(db, OPERATOR, id, { status, message }, now, mail);
    } catch (error) {
      if (error instanceof IncidentChangeRefused) throw new UsageError(error.message);
      throw error;
    }
    out(`Incident ${id} is now ${status}.\n`);
    return 0;
  }
  if (action === 'list') {
    const incidents = await listIncidents(db, { current: !values.all });
    if (incidents.length === 0) out(values.all ? 'No incidents.\n' : 'No open incidents.\n');
    for (const incident of incidents) {
      const services = incident.services.length > 0 ? ` [${incident.services.join(', ')}]` : '';
      out(
        `${incident.id}\t${incident.status}\t${incident.impact}\t${incident.createdAt}\t${incident.title}${services}\n`,
      );
    }
    return 0;
  }
  throw new UsageError(action ? `Unknown action "${action}".` : 'Name an action.');
}

export const incident: CliCommand = {
  summary: 'Open, update, resolve or list status page incidents: incident <open|update|resolve|list>',
  run([action, ...args], deps) {
    return withUsage(USAGE, deps.out, () => run(action, args, deps));
  },
};
