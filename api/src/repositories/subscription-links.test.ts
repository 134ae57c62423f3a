import { describe, expect, test } from 'vitest';
import { CONFIRMATION_VALID_DAYS } from '#api/mail/templates/confirm-subscription.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  queueStatusMail,
  subscribe,
  subscriptionRequest,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { findMail } from './mail-outbox.ts';
import { confirmSubscription, withdrawSubscription } from './subscription-links.ts';
import { findSubscription } from './subscriptions.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const EMAIL = 'ada@example.com';

/** Requests a subscription and answers the token of its newest confirmation link. */
async function requestLink(db: Parameters<typeof subscribe>[0], at = NOW, consentVersion = 'en-2025-07-23') {
  await subscribe(db, subscriptionRequest(EMAIL, 'status', { consentVersion }), at);
  const confirmations = (await mailsTo(db, EMAIL)).filter((mail) => mail.template === 'confirm-subscription');
  const newest = confirmations.at(-1);
  if (!newest) throw new Error('no confirmation mail');
  return linkToken(newest, 'confirmUrl');
}

/**
 * Queues one status mail to every confirmed subscriber; answers how many, and the mail to EMAIL
 * with its unsubscribe token when it got one.
 */
async function statusMail(db: Parameters<typeof subscribe>[0], at: Date) {
  const queued = await queueStatusMail(db, at);
  const mail = (await mailsTo(db, EMAIL)).find(
    (row) => row.template === 'incident-update' && row.created_at === at.toISOString(),
  );
  return { queued, mail, token: mail ? linkToken(mail, 'unsubscribeUrl') : undefined };
}

describe('confirming', () => {
  test('confirms the address, recording when and the consent notice version of the request', async () => {
    const { db } = (await database()).engine;
    const token = await requestLink(db, NOW, 'en-2025-07-23');
    expect(await confirmSubscription(db, token, later(60_000))).toEqual({ outcome: 'confirmed', list: 'status' });
    expect(await findSubscription(db, EMAIL, 'status')).toMatchObject({
      state: 'confirmed',
      confirmed_at: later(60_000).toISOString(),
      confirmed_consent_version: 'en-2025-07-23',
    });
  });

  test('a link works once: opening it again says confirmed already and changes nothing', async () => {
    const { db } = (await database()).engine;
    const token = await requestLink(db);
    await confirmSubscription(db, token, later(1000));
    expect(await confirmSubscription(db, token, later(2000))).toEqual({ outcome: 'already-confirmed', list: 'status' });
    expect((await findSubscription(db, EMAIL, 'status'))?.confirmed_at).toBe(later(1000).toISOString());
    const [used] = await db.selectFrom('subscription_tokens').select('used_at').execute();
    expect(used?.used_at).toBe(later(1000).toISOString());
  });

  // claim: subscription-link-validity
  test(`a link works for ${CONFIRMATION_VALID_DAYS} days and not a millisecond longer`, async () => {
    const { db } = (await database()).engine;
    const token = await requestLink(db);
    expect(await confirmSubscription(db, token, later(CONFIRMATION_VALID_DAYS * DAY))).toBeUndefined();
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('pending');
    expect(await confirmSubscription(db, token, later(CONFIRMATION_VALID_DAYS * DAY - 1))).toEqual({
      outcome: 'confirmed',
      list: 'status',
    });
  });

  test.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token nobody issued', 'A'.repeat(43)],
    ['a token of another shape', 'not-a-token'],
    ['a very long token', 'A'.repeat(10_000)],
    ['a token with NUL', `${'A'.repeat(42)}\u0000`],
  ])('%s confirms nothing', async (_case, token) => {
    const { db } = (await database()).engine;
    await requestLink(db);
    expect(await confirmSubscription(db, token, later(1000))).toBeUndefined();
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('pending');
  });

  test('an unsubscribe link is not a confirm link, nor the other way round', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    const sent = await statusMail(db, later(1000));
    expect(await confirmSubscription(db, sent.token, later(2000))).toBeUndefined();
    const [confirmation] = await mailsTo(db, EMAIL);
    const confirmToken = linkToken(confirmation, 'confirmUrl');
    expect(await withdrawSubscription(db, confirmToken, later(3000))).toBeUndefined();
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('confirmed');
  });
});

describe('unsubscribing', () => {
  test('records the withdrawal and its time, and no later list mail goes to the address', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    await confirmedSubscriber(db, 'grace@example.com', 'status', NOW);
    const sent = await statusMail(db, later(1000));
    expect(await withdrawSubscription(db, sent.token, later(2000))).toEqual({
      outcome: 'unsubscribed',
      list: 'status',
    });
    expect(await findSubscription(db, EMAIL, 'status')).toMatchObject({
      state: 'withdrawn',
      withdrawn_at: later(2000).toISOString(),
    });
    expect(await statusMail(db, later(3000))).toEqual({ queued: 1, mail: undefined, token: undefined });
  });

  test("cancels the subscription's list mail not sent yet, and drops its link token", async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    await confirmedSubscriber(db, 'grace@example.com', 'status', NOW);
    const first = await statusMail(db, later(1000));
    const second = await statusMail(db, later(2000));
    await withdrawSubscription(db, first.token, later(3000));
    for (const id of [first.mail?.id, second.mail?.id]) {
      expect(await findMail(db, id ?? 0)).toMatchObject({ status: 'cancelled', link_token: null });
    }
    // Another subscriber's mail and the address's own confirmation mail are untouched.
    const others = await db.selectFrom('mail_outbox').select(['recipient', 'template', 'status']).execute();
    expect(others.filter((mail) => mail.status !== 'cancelled')).toEqual(
      expect.arrayContaining([
        { recipient: 'grace@example.com', template: 'incident-update', status: 'queued' },
        { recipient: EMAIL, template: 'confirm-subscription', status: 'queued' },
      ]),
    );
  });

  test('unsubscribe links never expire, and following one again is harmless', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    const sent = await statusMail(db, later(1000));
    expect(await withdrawSubscription(db, sent.token, later(400 * DAY))).toEqual({
      outcome: 'unsubscribed',
      list: 'status',
    });
    expect(await withdrawSubscription(db, sent.token, later(401 * DAY))).toEqual({
      outcome: 'already-unsubscribed',
      list: 'status',
    });
    expect((await findSubscription(db, EMAIL, 'status'))?.withdrawn_at).toBe(later(400 * DAY).toISOString());
  });

  test('a repeat of the form after a withdrawal sends a new confirmation, and the address stays withdrawn until it is followed', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    const sent = await statusMail(db, later(1000));
    await withdrawSubscription(db, sent.token, later(2000));

    const token = await requestLink(db, later(3000), 'en-2026-01-01');
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('withdrawn');
    expect(await statusMail(db, later(4000))).toMatchObject({ queued: 0, mail: undefined });

    expect(await confirmSubscription(db, token, later(5000))).toEqual({ outcome: 'confirmed', list: 'status' });
    expect(await findSubscription(db, EMAIL, 'status')).toMatchObject({
      state: 'confirmed',
      confirmed_at: later(5000).toISOString(),
      confirmed_consent_version: 'en-2026-01-01',
      withdrawn_at: later(2000).toISOString(),
    });
  });

  test('a confirmation link sent before the withdrawal cannot undo it', async () => {
    const { db } = (await database()).engine;
    const early = await requestLink(db, NOW);
    const used = await requestLink(db, later(1000));
    await confirmSubscription(db, used, later(2000));
    const sent = await statusMail(db, later(3000));
    await withdrawSubscription(db, sent.token, later(4000));
    expect(await confirmSubscription(db, early, later(5000))).toBeUndefined();
    expect(await confirmSubscription(db, used, later(5000))).toBeUndefined();
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('withdrawn');
  });
});
