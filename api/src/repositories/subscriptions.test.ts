import { describe, expect, test } from 'vitest';
import { linkTokenHash } from '#api/mail/link-tokens.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  renderedData,
  subscribe,
  subscriptionRequest,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { confirmSubscription, withdrawSubscription } from './subscription-links.ts';
import { findSubscription } from './subscriptions.ts';
import { VISITOR_MAILS_PER_DAY } from './visitor-mail-cap.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const EMAIL = 'ada@example.com';

describe('a subscribe request', () => {
  test('records a pending subscription with its consent record and queues a confirmation link to the address', async () => {
    const { db } = (await database()).engine;
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), NOW)).toBe('confirmation-queued');

    expect(await findSubscription(db, EMAIL, 'status')).toMatchObject({
      state: 'pending',
      locale: 'en',
      requested_consent_version: 'en-2025-07-23',
      requested_page: '/status',
      requested_at: '2026-11-20T09:29:58.000Z',
      confirmed_at: null,
      withdrawn_at: null,
    });
    const [mail, ...others] = await mailsTo(db, EMAIL);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ template: 'confirm-subscription', category: 'transactional', status: 'queued' });
    expect(renderedData(mail)).toEqual({
      list: 'status',
      confirmUrl: `http://localhost:4321/email/confirm?token=${mail?.link_token}`,
    });
  });

  test('stores only the hash of the link token; the plain token is in the queued mail alone', async () => {
    const { db } = (await database()).engine;
    await subscribe(db, subscriptionRequest(EMAIL, 'status'), NOW);
    const [mail] = await mailsTo(db, EMAIL);
    const token = linkToken(mail, 'confirmUrl');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await db.selectFrom('subscription_tokens').selectAll().execute();
    expect(tokens).toEqual([expect.objectContaining({ purpose: 'confirm', token_hash: linkTokenHash(token) })]);
    expect(JSON.stringify(tokens)).not.toContain(token);
    // The stored props hold a placeholder, not the token.
    expect(mail?.data).not.toContain(token);
  });

  test('a repeat of a pending address sends a new link; both work until one is used', async () => {
    const { db } = (await database()).engine;
    await subscribe(db, subscriptionRequest(EMAIL, 'status'), NOW);
    await subscribe(db, subscriptionRequest(EMAIL, 'status', { consentVersion: 'en-2026-01-01' }), later(HOUR));
    const [first, second] = await mailsTo(db, EMAIL);
    expect(linkToken(first, 'confirmUrl')).not.toBe(linkToken(second, 'confirmUrl'));
    expect(await confirmSubscription(db, linkToken(first, 'confirmUrl'), later(2 * HOUR))).toEqual({
      outcome: 'confirmed',
      list: 'status',
    });
    // The first link's request is the one confirmed, with the consent notice it was sent for.
    expect(await findSubscription(db, EMAIL, 'status')).toMatchObject({
      state: 'confirmed',
      confirmed_consent_version: 'en-2025-07-23',
      requested_consent_version: 'en-2026-01-01',
    });
  });

  test('an address confirmed already gets an "already subscribed" note with a working unsubscribe link, and stays confirmed', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(HOUR))).toBe('already-subscribed-queued');
    const note = (await mailsTo(db, EMAIL)).at(-1);
    expect(note).toMatchObject({ template: 'already-subscribed', category: 'transactional' });
    expect((await findSubscription(db, EMAIL, 'status'))?.state).toBe('confirmed');
    expect(await withdrawSubscription(db, linkToken(note, 'unsubscribeUrl'), later(2 * HOUR))).toEqual({
      outcome: 'unsubscribed',
      list: 'status',
    });
  });

  test('an address SMTP cannot take is neither stored nor mailed', async () => {
    const { db } = (await database()).engine;
    const email = `${'a'.repeat(65)}@example.com`;
    expect(await subscribe(db, subscriptionRequest(email, 'status'), NOW)).toBe('unreachable');
    expect(await findSubscription(db, email, 'status')).toBeUndefined();
    expect(await mailsTo(db, email)).toEqual([]);
  });
});

describe('the daily cap', () => {
  test(`an address gets at most ${VISITOR_MAILS_PER_DAY} confirmation-type mails in 24 hours, over every list`, async () => {
    const { db } = (await database()).engine;
    const outcomes = [
      await subscribe(db, subscriptionRequest(EMAIL, 'status'), NOW),
      await subscribe(db, subscriptionRequest(EMAIL, 'updates'), later(1000)),
      await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(2000)),
      await subscribe(db, subscriptionRequest(EMAIL, 'updates'), later(3000)),
      await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(4000)),
    ];
    expect(outcomes).toEqual(['confirmation-queued', 'confirmation-queued', 'confirmation-queued', 'capped', 'capped']);
    expect(await mailsTo(db, EMAIL)).toHaveLength(VISITOR_MAILS_PER_DAY);
    // The request is still recorded: its consent record is the latest.
    expect((await findSubscription(db, EMAIL, 'updates'))?.updated_at).toBe(later(3000).toISOString());
  });

  test('the window rolls: a mail leaves the count 24 hours after it was queued', async () => {
    const { db } = (await database()).engine;
    for (const offset of [0, HOUR, 2 * HOUR]) await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(offset));
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(24 * HOUR - 1))).toBe('capped');
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(24 * HOUR))).toBe('confirmation-queued');
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(24 * HOUR + 1))).toBe('capped');
  });

  test('"already subscribed" notes count too, and other addresses are not affected', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, EMAIL, 'status', NOW);
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(1))).toBe('already-subscribed-queued');
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'status'), later(2))).toBe('already-subscribed-queued');
    expect(await subscribe(db, subscriptionRequest(EMAIL, 'updates'), later(3))).toBe('capped');
    expect(await subscribe(db, subscriptionRequest('grace@example.com', 'updates'), later(4))).toBe(
      'confirmation-queued',
    );
  });
});
