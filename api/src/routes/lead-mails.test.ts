import { randomUUID } from 'node:crypto';
import { DEMO_LENGTH_MINUTES, type LeadKind } from '@alpora/shared/schemas/leads';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Config } from '#api/config.ts';
import type { MailRow } from '#api/db/schema.ts';
import { renderMail } from '#api/mail/render.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { senderTo } from '#api/testing/mail-delivery.ts';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { appPerTest, postJson, TEST_NOW } from '#api/testing/test-app.ts';

const appFor = appPerTest();

async function setup(overrides: Partial<Config> = {}) {
  const t = await appFor(overrides);
  const post = (body: unknown) => t.app.request('/api/leads', postJson(body));
  const mails = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const leadId = async (email: string) =>
    (await t.db.selectFrom('leads').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return { ...t, post, mails, leadId };
}

const data = (mail: MailRow | undefined) => JSON.parse(mail?.data ?? 'null') as Record<string, unknown>;

/** The campaign and consent record every sample lead carries. */
const sampleCampaign = {
  source: 'newsletter',
  medium: 'email',
  campaign: 'q4-launch',
  referrer: 'https://news.example.com/issue-12',
  page: '/pricing',
};
const sampleConsent = { version: 'en-2025-07-23', at: '2026-11-20T09:29:58.000Z', page: '/pricing' };

describe('a demo request', () => {
  test('tells the team at SALES_NOTIFY_EMAIL, Reply-To the sender, with the campaign, and thanks the sender', async () => {
    const t = await setup();
    expect((await t.post(sampleLead('demo'))).status).toBe(201);
    const leadId = await t.leadId('grace@example.com');

    const [notification, acknowledgement, ...others] = await t.mails();
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      template: 'lead-notification',
      category: 'notification',
      recipient: 'sales@alpora.ch',
      reply_to: 'grace@example.com',
      lead_id: leadId,
      status: 'queued',
      locale: 'en',
    });
    expect(notification?.message_id).toMatch(/^<[0-9a-f-]{36}@alpora\.ch>$/);
    expect(data(notification)).toEqual({
      kind: 'demo',
      person: { name: 'Grace Hopper', email: 'grace@example.com' },
      fields: [
        { label: 'Name', value: 'Grace Hopper' },
        { label: 'Email', value: 'grace@example.com' },
        { label: 'Company', value: 'Compilers Ltd' },
        { label: 'Message', value: 'Risk limits, please.' },
        { label: 'Submissions so far', value: '1' },
      ],
      campaign: sampleCampaign,
      consent: sampleConsent,
      receivedAt: TEST_NOW,
    });
    expect(acknowledgement).toMatchObject({
      template: 'lead-acknowledgement',
      category: 'transactional',
      recipient: 'grace@example.com',
      reply_to: 'sales@alpora.ch',
      lead_id: leadId,
    });
    expect(data(acknowledgement)).toEqual({ kind: 'demo', demoMinutes: DEMO_LENGTH_MINUTES });
  });
});

describe('a contact message', () => {
  test('tells the team with the message, Reply-To the sender, and thanks the sender', async () => {
    const t = await setup();
    expect((await t.post(sampleLead('contact'))).status).toBe(201);

    const [notification, acknowledgement, ...others] = await t.mails();
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      template: 'lead-notification',
      recipient: 'sales@alpora.ch',
      reply_to: 'alan@example.com',
    });
    expect(data(notification)).toMatchObject({
      kind: 'contact',
      person: { name: 'Alan Turing', email: 'alan@example.com' },
      fields: expect.arrayContaining([{ label: 'Message', value: 'Do you support options?' }]),
      campaign: sampleCampaign,
      consent: sampleConsent,
    });
    expect(acknowledgement).toMatchObject({ template: 'lead-acknowledgement', recipient: 'alan@example.com' });
    expect(data(acknowledgement)).toEqual({ kind: 'contact' });
  });
});

test('a design partner application tells the team and thanks the applicant; a plan sign-up only tells the team', async () => {
  const t = await setup();
  await t.post(sampleLead('design-partner'));
  await t.post(sampleLead('plan'));
  const mails = await t.mails();
  expect(mails.map((mail) => [mail.template, mail.recipient, data(mail).kind])).toEqual([
    ['lead-notification', 'sales@alpora.ch', 'design-partner'],
    ['lead-acknowledgement', 'desk@bletchley.example', 'design-partner'],
    ['lead-notification', 'sales@alpora.ch', 'plan'],
  ]);
  // The application form asks no name: the team sees the address alone.
  expect(data(mails[0])).toMatchObject({ person: { email: 'desk@bletchley.example' } });
});

test('a one-pager lead tells nobody; a waitlist lead only asks its sender to confirm the updates subscription', async () => {
  const t = await setup();
  expect((await t.post(sampleLead('one-pager'))).status).toBe(201);
  expect(await t.mails()).toEqual([]);
  expect((await t.post(sampleLead('waitlist'))).status).toBe(201);
  expect((await t.mails()).map((mail) => [mail.template, mail.recipient])).toEqual([
    ['confirm-subscription', 'ada.lovelace@example.com'],
  ]);
});

test('a replayed submission queues nothing more; a new message from the same sender is told and thanked again', async () => {
  const t = await setup();
  const lead = sampleLead('contact');
  await t.post(lead);
  expect((await t.post(lead)).status).toBe(200);
  expect(await t.mails()).toHaveLength(2);

  const again = sampleLead('contact', { clientId: randomUUID(), message: 'And futures?', page: '/contact' });
  expect((await t.post(again)).status).toBe(201);
  const mails = await t.mails();
  expect(mails.map((mail) => mail.template)).toEqual([
    'lead-notification',
    'lead-acknowledgement',
    'lead-notification',
    'lead-acknowledgement',
  ]);
  expect(data(mails[2])).toMatchObject({
    fields: expect.arrayContaining([
      { label: 'Message', value: 'And futures?' },
      { label: 'Submissions so far', value: '2' },
    ]),
    // Sent from another page, while the lead keeps its first consent record (docs/product.md#leads).
    campaign: { ...sampleCampaign, page: '/contact' },
    consent: sampleConsent,
  });
});

test('a kind with an address of its own is told there; the others go to SALES_NOTIFY_EMAIL', async () => {
  const t = await setup({ SALES_NOTIFY_EMAIL: 'team@alpora.ch', SALES_NOTIFY_EMAIL_DEMO: 'demos@alpora.ch' });
  await t.post(sampleLead('demo'));
  await t.post(sampleLead('contact'));
  const notifications = (await t.mails()).filter((mail) => mail.template === 'lead-notification');
  expect(notifications.map((mail) => [data(mail).kind, mail.recipient])).toEqual([
    ['demo', 'demos@alpora.ch'],
    ['contact', 'team@alpora.ch'],
  ]);
  const acknowledgements = (await t.mails()).filter((mail) => mail.template === 'lead-acknowledgement');
  expect(acknowledgements.map((mail) => mail.reply_to)).toEqual(['demos@alpora.ch', 'team@alpora.ch']);
});

test('an address the form admits but mail cannot use (local part over 64) is stored and told to the team, without Reply-To or a reply', async () => {
  const t = await setup();
  const email = `${'a'.repeat(70)}@example.com`;
  expect((await t.post(sampleLead('contact', { email }))).status).toBe(201);
  const mails = await t.mails();
  expect(mails.map((mail) => [mail.template, mail.recipient, mail.reply_to])).toEqual([
    ['lead-notification', 'sales@alpora.ch', null],
  ]);
});

/**
 * Columns that identify or date the row for the database, and the search key derived from the
 * fields (docs/decisions.md §190); the mail shows every other one.
 */
const TECHNICAL_COLUMNS = new Set(['id', 'public_id', 'kind', 'created_at', 'updated_at', 'search_key']);

test.each(['demo', 'contact', 'design-partner', 'plan'] as LeadKind[])(
  'the %s notification renders every stored field of the lead',
  async (kind) => {
    const t = await setup();
    await t.post(sampleLead(kind));
    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    const [notification] = await t.mails();
    const { text } = await renderMail('lead-notification', data(notification) as never);
    const flat = text.replace(/\s+/g, ' ');
    const shown = Object.entries(lead).filter(([column, value]) => value !== null && !TECHNICAL_COLUMNS.has(column));
    expect(shown.length).toBeGreaterThan(10);
    for (const [column, value] of shown) {
      // Times are shown as people read them; the rest as stored.
      const expected = column === 'consented_at' ? '20 Nov 2026, 09:29:58 UTC' : String(value);
      expect(flat, column).toContain(expected);
    }
  },
);

describe('delivery', () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.stop();
  });

  test('the sales mailbox receives the demo notification with Reply-To and the campaign in both parts', async () => {
    const t = await setup();
    await t.post(sampleLead('demo'));
    const run = senderTo(t, sink);
    expect(await run()).toBe(2);

    const received = sink.messages.find(
      (message) => message.to && 'value' in message.to && message.to.value[0]?.address === 'sales@alpora.ch',
    );
    expect(received?.subject).toBe('New demo request: Grace Hopper <grace@example.com>');
    expect(received?.replyTo?.value).toEqual([{ name: '', address: 'grace@example.com' }]);
    for (const value of Object.values(sampleCampaign)) {
      expect(received?.html).toContain(value);
      expect(received?.text).toContain(value);
    }
    const thanks = sink.messages.find((message) => message !== received);
    expect(thanks?.text).toContain(`schedule your ${DEMO_LENGTH_MINUTES}-minute demo`);
  });
});
