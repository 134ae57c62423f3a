/**
 * /admin#mail through the API (docs/back-office.md#mail): the outbox as administrators read it,
 * one mail's content without its link's token, and the resend of a failed mail, delivered by
 * the sender to a real SMTP server (docs/decisions.md §147–§148).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { mailExamples } from '#api/mail/templates/examples.ts';
import {
  cancelSubscriptionMails,
  enqueueMail,
  findMail,
  markFailed,
  markSent,
  type NewMail,
} from '#api/repositories/mail-outbox.ts';
import { bearer } from '#api/testing/accounts.ts';
import { senderTo } from '#api/testing/mail-delivery.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { confirmedSubscriber, queueStatusMail } from '#api/testing/subscribers.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';
import { withBearer } from '#api/testing/two-factor.ts';
import { MAIL_PAGE_SIZE } from './admin-mail.ts';

const appFor = appPerTest({ SITE_URL: 'https://alpora.example' });
const DAY = 86_400_000;

const SIGN_IN_MAIL: NewMail = {
  template: 'new-sign-in',
  category: 'alert',
  recipient: 'jane@example.com',
  locale: 'en',
  data: mailExamples['new-sign-in'],
  domain: 'alpora.example',
};

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.stop();
  sink = undefined;
});

async function setup() {
  const t = await appFor();
  const admin = await signedInAs(t, 'admin', { username: 'ada' });
  const get = async (path: string) => t.app.request(`/api/admin/mail${path}`, bearer(admin.token));
  const resend = (id: number) => t.app.request(`/api/admin/mail/${id}/resend`, withBearer(admin.token, {}));
  return { ...t, admin, get, resend };
}

async function failedMail(t: TestApp, mail: Partial<NewMail> = {}, queuedAt = t.clock.now()) {
  const { id, messageId } = await enqueueMail(t.db, { ...SIGN_IN_MAIL, ...mail }, queuedAt);
  await markFailed(t.db, id, { response: '550 5.1.1 mailbox unavailable', retryAt: null }, t.clock.now());
  return { id, messageId };
}

function auditActions(t: TestApp) {
  return t.db.selectFrom('audit_log').select(['action', 'subject_id']).orderBy('id').execute();
}

describe('the outbox in the back office', () => {
  test('lists mails newest first with their state, attempts and failure reason', async () => {
    const t = await setup();
    const sent = await enqueueMail(t.db, SIGN_IN_MAIL, t.clock.now());
    await markSent(t.db, sent.id, '250 OK', t.clock.now());
    const failed = await failedMail(t, { recipient: 'grace@example.com' });
    const queued = await enqueueMail(t.db, { ...SIGN_IN_MAIL, recipient: 'alan@example.com' }, t.clock.now());

    const res = await t.get('');
    expect(res.status).toBe(200);
    const { mails, nextBefore } = await readJson(res);
    expect(nextBefore).toBeNull();
    expect(mails.map((mail: { id: number }) => mail.id)).toEqual([queued.id, failed.id, sent.id]);
    expect(mails[1]).toEqual({
      id: failed.id,
      template: 'new-sign-in',
      category: 'alert',
      recipient: 'grace@example.com',
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 mailbox unavailable',
      createdAt: t.clock.now().toISOString(),
      nextAttemptAt: null,
      sentAt: null,
      resentAt: null,
      resendRefusal: null,
    });
    expect(mails[0]).toMatchObject({ status: 'queued', nextAttemptAt: t.clock.now().toISOString() });
    expect(mails[2]).toMatchObject({ status: 'sent', sentAt: t.clock.now().toISOString() });
    expect(mails[2].resendRefusal).toContain('accepted it');
    const listed = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'mail.list').execute();
    expect(listed).toHaveLength(1);
    expect(JSON.parse(listed[0]?.detail ?? '{}')).toEqual({ shown: [queued.id, failed.id, sent.id] });
  });

  test('filters by status, template and part of the recipient in any case, a wildcard matching only itself', async () => {
    const t = await setup();
    const jane = await failedMail(t, { recipient: 'Jane_Doe@Example.com' });
    const janet = await enqueueMail(t.db, { ...SIGN_IN_MAIL, recipient: 'janexdoe@example.com' }, t.clock.now());
    const alert = await enqueueMail(
      t.db,
      { ...SIGN_IN_MAIL, template: 'ops-alert', recipient: 'ops@alpora.example', data: mailExamples['ops-alert'] },
      t.clock.now(),
    );
    const ids = async (query: string) =>
      (await readJson(await t.get(query))).mails.map((mail: { id: number }) => mail.id);
    expect(await ids('?status=failed')).toEqual([jane.id]);
    expect(await ids('?template=ops-alert')).toEqual([alert.id]);
    expect(await ids('?q=JANE')).toEqual([janet.id, jane.id]);
    expect(await ids('?q=e_d')).toEqual([jane.id]);
    expect(await ids('?q=e%25d')).toEqual([]);
    expect(await ids('?status=queued&q=jane')).toEqual([janet.id]);
    // The audit log records that a search was made, never the words: they may name anyone.
    const searches = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'mail.list').execute();
    expect(searches.map((entry) => entry.detail).join('\n')).not.toMatch(/jane|e_d|e%d/i);
    expect(JSON.parse(searches.at(-1)?.detail ?? '{}')).toEqual({
      status: 'queued',
      searchedByText: true,
      shown: [janet.id],
    });
  });

  test('pages by nextBefore without repeating or skipping a mail', async () => {
    const t = await setup();
    const queued: number[] = [];
    for (let i = 0; i < MAIL_PAGE_SIZE + 2; i += 1)
      queued.push((await enqueueMail(t.db, SIGN_IN_MAIL, t.clock.now())).id);
    const first = await readJson(await t.get(''));
    expect(first.mails).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.nextBefore).toBe(first.mails.at(-1).id);
    const second = await readJson(await t.get(`?before=${first.nextBefore}`));
    expect(second.nextBefore).toBeNull();
    const seen = [...first.mails, ...second.mails].map((mail: { id: number }) => mail.id);
    expect(seen).toEqual([...queued].reverse());
  });

  test.each([
    ['?status=lost', 'status'],
    ['?before=abc', 'before'],
    ['?template=Not%20A%20Template', 'template'],
  ])('%s answers 422 naming %s', async (query, field) => {
    const t = await setup();
    const res = await t.get(query);
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toEqual([field]);
  });

  test("one mail shows its props, rendered subject and text and attempts, never its link's token; the view is audited", async () => {
    const t = await setup();
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());
    await queueStatusMail(t.db, t.clock.now());
    const stored = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    const mail = stored.find((row) => row.template === 'incident-update');
    const tokens = stored.map((row) => row.link_token ?? '');
    expect(tokens.map((token) => token.length)).toEqual([43, 43]);

    const listed = await t.get('');
    const res = await t.get(`/${mail?.id}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    const answers = [await listed.text(), body, await (await t.get(`/${stored[0]?.id}`)).text()];
    for (const answer of answers) for (const token of tokens) expect(answer).not.toContain(token);
    const shown = JSON.parse(body).mail;
    expect(shown).toMatchObject({
      id: mail?.id,
      template: 'incident-update',
      recipient: 'grace@example.com',
      status: 'queued',
      messageId: mail?.message_id,
      locale: 'en',
      renderError: null,
      attemptLog: [],
    });
    expect(shown.data.unsubscribeUrl).toMatch(/^http:\/\/localhost:\d+\/email\/unsubscribe\?token=\[hidden\]$/);
    expect(shown.data.title).toBe('Delayed prices');
    expect(shown.rendered.subject).toContain('Delayed prices');
    expect(shown.rendered.text).toContain('Looking into it.');
    expect(shown.rendered.text).toContain('token=[hidden]');
    expect(await auditActions(t)).toEqual([
      { action: 'mail.list', subject_id: null },
      { action: 'mail.view', subject_id: String(mail?.id) },
      { action: 'mail.view', subject_id: String(stored[0]?.id) },
    ]);
  });

  test("a mail's attempts are listed with the server's answers", async () => {
    const t = await setup();
    const { id } = await failedMail(t);
    const shown = (await readJson(await t.get(`/${id}`))).mail;
    expect(shown.attemptLog).toEqual([
      { at: t.clock.now().toISOString(), outcome: 'failed', response: '550 5.1.1 mailbox unavailable' },
    ]);
    expect(shown.rendered.subject).not.toBe('');
  });

  test('an unknown mail answers 404 and is not audited', async () => {
    const t = await setup();
    const res = await t.get('/404');
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.message).toBe('No mail 404.');
    expect((await t.resend(404)).status).toBe(404);
    expect(await auditActions(t)).toEqual([]);
  });
});

describe('resending a mail', () => {
  test('a failed mail resent is delivered by the sender to the mail server with its own Message-ID; the resend is audited', async () => {
    const t = await setup();
    const { id, messageId } = await failedMail(t);
    t.clock.advance(60_000);

    const res = await t.resend(id);
    expect(res.status).toBe(200);
    expect((await readJson(res)).mail).toMatchObject({
      id,
      status: 'queued',
      attempts: 0,
      resentAt: t.clock.now().toISOString(),
      nextAttemptAt: t.clock.now().toISOString(),
      lastError: '550 5.1.1 mailbox unavailable',
      resendRefusal: expect.stringContaining('on its way'),
    });
    expect(await auditActions(t)).toEqual([{ action: 'mail.resend', subject_id: String(id) }]);

    sink = await startSmtpSink();
    const run = senderTo(t, sink);
    expect(await run()).toBe(1);
    expect(sink.messages.map((message) => [message.messageId, message.to])).toMatchObject([
      [messageId, { text: 'jane@example.com' }],
    ]);
    expect(sink.messages[0]?.subject).not.toBe('');
    expect(await findMail(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    const again = await t.resend(id);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('not_resendable');
  });

  test('a resent mail older than the retry window is still retried after a passing failure: the window starts at the resend', async () => {
    const t = await setup();
    const { id } = await failedMail(t, {}, new Date(t.clock.now().getTime() - 4 * DAY));
    expect((await t.resend(id)).status).toBe(200);
    sink = await startSmtpSink();
    sink.refuseWith = { code: 421, message: 'Try again later' };
    const run = senderTo(t, sink);
    expect(await run()).toBe(0);
    const mail = await findMail(t.db, id);
    expect(mail?.status).toBe('queued');
    expect(mail?.attempts).toBe(1);
    expect(mail?.last_error).toContain('421');
  });

  async function sentMail(t: TestApp) {
    const { id } = await enqueueMail(t.db, SIGN_IN_MAIL, t.clock.now());
    await markSent(t.db, id, '250 OK', t.clock.now());
    return id;
  }

  async function cancelledMail(t: TestApp) {
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());
    await queueStatusMail(t.db, t.clock.now());
    const subscription = await t.db.selectFrom('mail_subscriptions').select('id').executeTakeFirstOrThrow();
    await cancelSubscriptionMails(t.db, subscription.id, t.clock.now());
    const mail = await t.db.selectFrom('mail_outbox').select('id').where('status', '=', 'cancelled').executeTakeFirst();
    return mail?.id ?? 0;
  }

  async function failedLinkMail(t: TestApp) {
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());
    await queueStatusMail(t.db, t.clock.now());
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'incident-update')
      .executeTakeFirst();
    await markFailed(t.db, mail?.id ?? 0, { response: '550 no such user', retryAt: null }, t.clock.now());
    return mail?.id ?? 0;
  }

  async function queuedMail(t: TestApp) {
    return (await enqueueMail(t.db, SIGN_IN_MAIL, t.clock.now())).id;
  }

  test.each([
    ['a sent mail', sentMail, 'sent', "The recipient's mail server accepted it"],
    ['a cancelled mail', cancelledMail, 'cancelled', 'Its subscriber unsubscribed'],
    ['a failed mail with a single-use link', failedLinkMail, 'failed', 'Its single-use link is gone'],
    ['a queued mail', queuedMail, 'queued', 'It is on its way'],
  ])('%s is not resent: 409 with the reason, nothing changed or audited', async (_case, make, status, reason) => {
    const t = await setup();
    const id = await make(t);
    const before = await findMail(t.db, id);
    const res = await t.resend(id);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error).toMatchObject({
      code: 'not_resendable',
      message: expect.stringContaining(reason),
    });
    expect(await findMail(t.db, id)).toEqual(before);
    expect(before?.status).toBe(status);
    expect(await auditActions(t)).toEqual([]);
  });
});
