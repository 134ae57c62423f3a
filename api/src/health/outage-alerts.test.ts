import type { ServiceId } from '@alpora/shared/schemas/status';
import type { CheckVerdict } from '@alpora/shared/status';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { productRenderer } from '#api/mail/render.ts';
import { mailSenderRun } from '#api/mail/sender.ts';
import { smtpTransport } from '#api/mail/smtp-transport.ts';
import { InvalidMailError } from '#api/repositories/mail-outbox.ts';
import { fakeLeadership } from '#api/testing/fake-leadership.ts';
import { startSmtpSink } from '#api/testing/smtp-sink.ts';
import { appPerTest, TEST_NOW, type TestApp } from '#api/testing/test-app.ts';
import type { HealthCheck } from './checks.ts';
import { describeDuration, recordCheckWithAlerts } from './outage-alerts.ts';
import { healthCheckRunner, startHealthScheduler } from './scheduler.ts';

const OPERATORS = ['ops@example.com', 'oncall@example.com'];
const setup = appPerTest({ OPS_ALERT_EMAIL: OPERATORS });
const MINUTE = 60_000;

/** A check of the API whose next verdict the test sets. */
function apiCheck(): HealthCheck & { status: CheckVerdict } {
  const check = {
    service: 'api' as ServiceId,
    status: 'operational' as CheckVerdict,
    run: async () => ({
      status: check.status,
      latencyMs: 12,
      detail: check.status === 'down' ? 'GET /api/health answered 503 (database unavailable)' : null,
    }),
  };
  return check;
}

/** Runs the checks once per verdict, a minute apart, as the scheduler would. */
async function runChecks(t: TestApp, verdicts: CheckVerdict[], check = apiCheck()) {
  const run = healthCheckRunner(t, [check]);
  for (const verdict of verdicts) {
    check.status = verdict;
    await run();
    t.clock.advance(MINUTE);
  }
}

async function queuedAlerts(t: TestApp) {
  const rows = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    template: row.template,
    category: row.category,
    recipient: row.recipient,
    ...(JSON.parse(row.data) as { service: string; state: string; at: string; detail: string }),
  }));
}

const storedVerdicts = async (t: TestApp) =>
  (await t.db.selectFrom('health_checks').select('status').orderBy('id').execute()).map((row) => row.status);

describe('operators are mailed when a service goes down and when it recovers (docs/decisions.md §71)', () => {
  test('the sender is told at once when an alert was queued, and only then', async () => {
    const t = await setup();
    const check = apiCheck();
    let told = 0;
    const run = healthCheckRunner({ ...t, onMailQueued: () => told++ }, [check]);
    for (const verdict of ['operational', 'operational', 'down', 'down', 'operational'] as const) {
      check.status = verdict;
      await run();
      t.clock.advance(MINUTE);
    }
    expect(told).toBe(2);
  });

  test('operational → down queues one ops alert per address, with what the check saw', async () => {
    const t = await setup();

    await runChecks(t, ['operational', 'down']);

    const downAt = new Date(Date.parse(TEST_NOW) + MINUTE).toISOString();
    expect(await queuedAlerts(t)).toEqual(
      OPERATORS.map((recipient) => ({
        template: 'ops-alert',
        category: 'alert',
        recipient,
        service: 'API',
        state: 'down',
        at: downAt,
        detail: 'GET /api/health answered 503 (database unavailable)',
      })),
    );
  });

  test('down → down queues nothing more', async () => {
    const t = await setup();

    await runChecks(t, ['operational', 'down', 'down', 'down']);

    expect((await queuedAlerts(t)).map((mail) => mail.state)).toEqual(['down', 'down']);
  });

  test('down → operational queues a recovery per address saying how long it was down', async () => {
    const t = await setup();

    await runChecks(t, ['operational', 'down', 'down', 'down', 'operational']);

    const recoveries = (await queuedAlerts(t)).filter((mail) => mail.state === 'recovered');
    expect(recoveries.map((mail) => mail.recipient)).toEqual(OPERATORS);
    expect(recoveries[0]).toMatchObject({
      service: 'API',
      at: new Date(Date.parse(TEST_NOW) + 4 * MINUTE).toISOString(),
      detail: 'Down for 3 min, since 20 Nov 2026, 09:31:00 UTC. Now operational.',
    });
  });

  test('down → degraded is a recovery too: the service answers again', async () => {
    const t = await setup();

    await runChecks(t, ['down', 'degraded']);

    expect((await queuedAlerts(t)).map((mail) => mail.state)).toEqual(['down', 'down', 'recovered', 'recovered']);
  });

  test('degraded ↔ operational queues nothing', async () => {
    const t = await setup();

    await runChecks(t, ['operational', 'degraded', 'operational', 'degraded', 'degraded', 'operational']);

    expect(await queuedAlerts(t)).toEqual([]);
  });

  test.each([
    ['down', ['down', 'down']],
    ['operational', []],
    ['degraded', []],
  ] as const)('the first check of a service found %s queues %j', async (verdict, states) => {
    const t = await setup();

    await runChecks(t, [verdict]);

    expect((await queuedAlerts(t)).map((mail) => mail.state)).toEqual(states);
  });

  test('without OPS_ALERT_EMAIL an outage queues no mail, and its checks are stored all the same', async () => {
    const t = await setup({ OPS_ALERT_EMAIL: [] });

    await runChecks(t, ['operational', 'down', 'operational']);

    expect(await queuedAlerts(t)).toEqual([]);
    expect(await storedVerdicts(t)).toEqual(['operational', 'down', 'operational']);
  });

  test('a new leader of the checks does not alert again about an outage already mailed, but mails its end', async () => {
    const t = await setup();
    const check = apiCheck();
    await runChecks(t, ['operational', 'down'], check);

    // Another process takes over the checks (or this one restarts) while the service is still down.
    const leadership = fakeLeadership(true);
    await startHealthScheduler({ ...t, leadership }, [check]).stop();
    expect((await queuedAlerts(t)).map((mail) => mail.state)).toEqual(['down', 'down']);

    t.clock.advance(MINUTE);
    check.status = 'operational';
    await startHealthScheduler({ ...t, leadership }, [check]).stop();
    expect((await queuedAlerts(t)).map((mail) => mail.state)).toEqual(['down', 'down', 'recovered', 'recovered']);
  });

  test('a check whose alert cannot be queued is not stored either: both commit together', async () => {
    const t = await setup();
    const settings = { recipients: ['not an address'], domain: 'alpora.ch' };
    const check = { service: 'api', status: 'down' as const, latencyMs: null, checkedAt: t.clock.now() };

    await expect(recordCheckWithAlerts(t.db, check, settings)).rejects.toThrow(InvalidMailError);

    expect(await storedVerdicts(t)).toEqual([]);
    expect(await queuedAlerts(t)).toEqual([]);
  });

  test('the sender delivers the alert over SMTP with its HTML and text parts', async () => {
    const t = await setup({ OPS_ALERT_EMAIL: ['ops@example.com'] });
    const sink = await startSmtpSink();
    try {
      await runChecks(t, ['operational', 'down']);
      const send = mailSenderRun({ ...t, transport: smtpTransport(sink.url), render: productRenderer });

      expect(await send()).toBe(1);

      expect(sink.messages).toHaveLength(1);
      const [alert] = sink.messages;
      expect(alert?.to).toMatchObject({ value: [{ address: 'ops@example.com' }] });
      expect(alert?.subject).toBe('DOWN: API');
      expect(alert?.html).toContain('API is down');
      expect(alert?.html).toContain('GET /api/health answered 503 (database unavailable)');
      expect(alert?.text).toContain('API is down');
      expect(alert?.text).toContain('20 Nov 2026, 09:31:00 UTC');
    } finally {
      await sink.stop();
    }
  });
});

describe('OPS_ALERT_EMAIL', () => {
  test.each([
    [undefined, []],
    ['ops@alpora.ch', ['ops@alpora.ch']],
    [' ops@alpora.ch, oncall@alpora.ch ,ops@alpora.ch', ['ops@alpora.ch', 'oncall@alpora.ch']],
  ])('%j is read as %j', (value, addresses) => {
    expect(loadConfig({ OPS_ALERT_EMAIL: value }).OPS_ALERT_EMAIL).toEqual(addresses);
  });

  test.each(['ops', 'ops@alpora.ch; oncall@alpora.ch', 'Ops <ops@alpora.ch>'])('%j does not start', (value) => {
    expect(() => loadConfig({ OPS_ALERT_EMAIL: value })).toThrow(/OPS_ALERT_EMAIL: not a mail address: /);
  });
});

test.each([
  [0, '0 s'],
  [45_000, '45 s'],
  [12 * MINUTE, '12 min'],
  [185 * MINUTE, '3 h 5 min'],
  [(2 * 24 + 4) * 60 * MINUTE, '2 d 4 h'],
])('an outage of %i ms reads %s', (ms, text) => {
  expect(describeDuration(ms)).toBe(text);
});
