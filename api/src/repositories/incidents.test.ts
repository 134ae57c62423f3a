import { describe, expect, test } from 'vitest';
import type { MailRow } from '#api/db/schema.ts';
import {
  confirmedSubscriber,
  linkToken,
  renderedData,
  subscribe,
  subscriptionRequest,
  TEST_SUBSCRIPTION_SETTINGS,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { addIncidentUpdate, openIncident } from './incidents.ts';
import { withdrawSubscription } from './subscription-links.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const mail = TEST_SUBSCRIPTION_SETTINGS;
const incident: Parameters<typeof openIncident>[1] = {
  title: 'Delayed prices',
  impact: 'major',
  services: ['market'],
  message: 'Looking into it.',
};

function incidentMails(db: Parameters<typeof openIncident>[0]): Promise<MailRow[]> {
  return db.selectFrom('mail_outbox').selectAll().where('template', '=', 'incident-update').orderBy('id').execute();
}

/** Two confirmed status subscribers, one pending, one withdrawn, and one confirmed on the updates list only. */
async function subscribers(db: Parameters<typeof openIncident>[0]) {
  await confirmedSubscriber(db, 'ada@example.com', 'status', NOW);
  await confirmedSubscriber(db, 'grace@example.com', 'status', NOW);
  await subscribe(db, subscriptionRequest('pending@example.com', 'status'), NOW);
  await confirmedSubscriber(db, 'updates@example.com', 'updates', NOW);
  await confirmedSubscriber(db, 'gone@example.com', 'status', NOW);
  await openIncident(db, { ...incident, title: 'Earlier' }, NOW, mail);
  const [goodbye] = (await incidentMails(db)).filter((row) => row.recipient === 'gone@example.com');
  await withdrawSubscription(db, linkToken(goodbye, 'unsubscribeUrl'), NOW);
  await db.deleteFrom('mail_outbox').where('template', '=', 'incident-update').execute();
}

describe('incident mails', () => {
  test('opening an incident queues one mail per confirmed status subscriber, none to pending or withdrawn addresses', async () => {
    const { db } = (await database()).engine;
    await subscribers(db);
    await openIncident(db, incident, later(1000), mail);
    const mails = await incidentMails(db);
    expect(mails.map((row) => [row.recipient, row.category, row.status])).toEqual([
      ['ada@example.com', 'notification', 'queued'],
      ['grace@example.com', 'notification', 'queued'],
    ]);
    expect(renderedData(mails[0])).toEqual({
      title: 'Delayed prices',
      status: 'investigating',
      impact: 'major',
      message: 'Looking into it.',
      at: later(1000).toISOString(),
      statusPageUrl: 'http://localhost:4321/status',
      unsubscribeUrl: `http://localhost:4321/email/unsubscribe?token=${mails[0]?.link_token}`,
    });
  });

  test('each subscriber gets the mail in their own language, with the status page in it (docs/decisions.md §304)', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, 'anna@example.com', 'status', NOW, 'de');
    await confirmedSubscriber(db, 'ben@example.com', 'status', NOW);
    await confirmedSubscriber(db, 'chiara@example.com', 'status', NOW, 'it');
    const id = await openIncident(db, incident, later(1000), mail);
    await addIncidentUpdate(db, id, { status: 'resolved', message: 'Prices are on time again.' }, later(2000), mail);
    const mails = await incidentMails(db);
    expect(mails.map((row) => [row.recipient, row.locale])).toEqual([
      ['anna@example.com', 'de'],
      ['ben@example.com', 'en'],
      ['chiara@example.com', 'it'],
      ['anna@example.com', 'de'],
      ['ben@example.com', 'en'],
      ['chiara@example.com', 'it'],
    ]);
    const links = mails.slice(0, 3).map((row) => {
      const { statusPageUrl, unsubscribeUrl } = renderedData(row);
      return [statusPageUrl, String(unsubscribeUrl).replace(/token=.*/, 'token=')];
    });
    expect(links).toEqual([
      ['http://localhost:4321/de/status', 'http://localhost:4321/de/email/unsubscribe?token='],
      ['http://localhost:4321/status', 'http://localhost:4321/email/unsubscribe?token='],
      ['http://localhost:4321/it/status', 'http://localhost:4321/it/email/unsubscribe?token='],
    ]);
  });

  test('each mail carries an unsubscribe link of its own, which withdraws only its subscriber', async () => {
    const { db } = (await database()).engine;
    await subscribers(db);
    const id = await openIncident(db, incident, later(1000), mail);
    const [ada, grace] = await incidentMails(db);
    const tokens = [ada, grace].map((row) => linkToken(row, 'unsubscribeUrl'));
    expect(new Set(tokens).size).toBe(2);
    await withdrawSubscription(db, tokens[0], later(2000));
    await addIncidentUpdate(db, id, { status: 'identified', message: 'A venue is slow.' }, later(3000), mail);
    const update = (await incidentMails(db)).filter((row) => row.created_at === later(3000).toISOString());
    expect(update.map((row) => row.recipient)).toEqual(['grace@example.com']);
  });

  test('an update and the resolution are mailed with their state and message, and the incident keeps its title and impact', async () => {
    const { db } = (await database()).engine;
    await subscribers(db);
    const id = await openIncident(db, incident, NOW, mail);
    await db.deleteFrom('mail_outbox').where('template', '=', 'incident-update').execute();
    expect(await addIncidentUpdate(db, id, { status: 'identified', message: 'A venue is slow.' }, later(1), mail)).toBe(
      'updated',
    );
    expect(await addIncidentUpdate(db, id, { status: 'resolved', message: 'Fixed.' }, later(2), mail)).toBe('updated');
    const mails = await incidentMails(db);
    expect(mails.map((row) => [row.recipient, renderedData(row).status, renderedData(row).message])).toEqual([
      ['ada@example.com', 'identified', 'A venue is slow.'],
      ['grace@example.com', 'identified', 'A venue is slow.'],
      ['ada@example.com', 'resolved', 'Fixed.'],
      ['grace@example.com', 'resolved', 'Fixed.'],
    ]);
    for (const row of mails) expect(renderedData(row)).toMatchObject({ title: 'Delayed prices', impact: 'major' });
  });

  test('an update refused (unknown or resolved incident) mails nobody', async () => {
    const { db } = (await database()).engine;
    await subscribers(db);
    const id = await openIncident(db, incident, NOW, mail);
    await addIncidentUpdate(db, id, { status: 'resolved', message: 'Fixed.' }, later(1), mail);
    const before = (await incidentMails(db)).length;
    expect(await addIncidentUpdate(db, id, { status: 'monitoring', message: 'Again?' }, later(2), mail)).toBe(
      'already_resolved',
    );
    expect(await addIncidentUpdate(db, id + 100, { status: 'monitoring', message: 'Who?' }, later(2), mail)).toBe(
      'not_found',
    );
    expect(await incidentMails(db)).toHaveLength(before);
  });

  test('without subscribers an incident opens and mails nobody', async () => {
    const { db } = (await database()).engine;
    expect(await openIncident(db, incident, NOW, mail)).toBeGreaterThan(0);
    expect(await incidentMails(db)).toEqual([]);
  });
});
