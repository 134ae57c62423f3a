/**
 * Operator alerts (docs/decisions.md §71): a check that finds a service down after anything
 * else queues an `ops-alert` mail to every OPS_ALERT_EMAIL address, and the first check that
 * finds it up again queues a "recovered" one saying how long it was down. The previous verdict
 * is read from the database in the transaction that stores the new check, and the mails are
 * queued in that same transaction: a restart or a new leader of the checks compares against
 * what is stored, so a known outage is never mailed twice, and a check stored is never an alert
 * lost.
 *
 * @example await recordCheckWithAlerts(db, result, { recipients: config.OPS_ALERT_EMAIL, domain: 'alpora.ch' });
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import type { CheckVerdict } from '@alpora/shared/status';
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import {
  type HealthCheckResult,
  latestHealthCheck,
  outageStartedAt,
  storeHealthCheck,
} from '#api/repositories/health-checks.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';

export type OutageChange = 'down' | 'recovered';

export interface AlertSettings {
  /** Who is mailed; nobody when empty. */
  recipients: readonly string[];
  /** The domain of MAIL_FROM, for the Message-IDs. */
  domain: string;
}

/**
 * What a new verdict changes: down from anything else (or as a service's first check) is an
 * outage, up from down a recovery; operational and degraded are both "up" here, so a slow
 * service wakes nobody.
 */
export function outageChange(previous: CheckVerdict | undefined, current: CheckVerdict): OutageChange | undefined {
  if (current === 'down') return previous === 'down' ? undefined : 'down';
  return previous === 'down' ? 'recovered' : undefined;
}

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": enough to tell a blip from an afternoon. */
export function describeDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function serviceName(service: string): string {
  return STATUS_SERVICES.find((known) => known.id === service)?.name ?? service;
}

function alertDetail(change: OutageChange, check: HealthCheckResult, downSince: Date | undefined): string {
  const seen = check.detail?.trim();
  if (change === 'down') return seen || 'The health check found the service down.';
  const downFor = downSince
    ? `Down for ${describeDuration(check.checkedAt.getTime() - downSince.getTime())}, since ${formatUtcDateTime(downSince.toISOString())}.`
    : 'Down before the oldest check kept.';
  return `${downFor} Now ${check.status}${seen ? `: ${seen}` : '.'}`;
}

/**
 * Stores one check and, when it changes the service's state, queues the alerts, all in one
 * transaction. Answers the change, if any, so the caller can log it.
 */
export async function recordCheckWithAlerts(
  db: Kysely<Database>,
  check: HealthCheckResult,
  settings: AlertSettings,
): Promise<OutageChange | undefined> {
  return db.transaction().execute((trx) => storeCheckWithAlerts(trx, check, settings));
}

/** As `recordCheckWithAlerts`, inside the caller's transaction (the scheduler's run with its heartbeat). */
export async function storeCheckWithAlerts(
  trx: Transaction<Database>,
  check: HealthCheckResult,
  settings: AlertSettings,
): Promise<OutageChange | undefined> {
  const previous = await latestHealthCheck(trx, check.service);
  const change = outageChange(previous?.status as CheckVerdict | undefined, check.status);
  const downSince = change === 'recovered' ? await outageStartedAt(trx, check.service) : undefined;
  await storeHealthCheck(trx, check);
  if (!change) return undefined;
  const data = {
    service: serviceName(check.service),
    state: change,
    at: check.checkedAt.toISOString(),
    detail: alertDetail(change, check, downSince),
  };
  for (const recipient of settings.recipients) {
    await enqueueMail(
      trx,
      { template: 'ops-alert', category: 'alert', recipient, locale: 'en', data, domain: settings.domain },
      check.checkedAt,
    );
  }
  return change;
}
