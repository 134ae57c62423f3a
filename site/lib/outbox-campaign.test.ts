/**
 * The landing campaign stays in the browser only until a lead carries it to the server
 * (docs/privacy.md#browser-storage): the outbox forgets it once the server has stored that lead,
 * and not before. The browser is faked as in ./outbox.test.ts, with a sessionStorage too.
 */
import { STORAGE_KEYS } from '@alpora/shared/browser-storage';
import type { LeadInput } from '@alpora/shared/schemas/leads';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { flushOutbox, sendLead } from './outbox.ts';
import { OUTBOX_KEY } from './outbox-store.ts';
import { type FakeFetch, fakeFetch, MemoryStorage } from './testing/fake-browser.ts';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const A = '00000000-0000-4000-8000-00000000000a';
const NEWSLETTER = { utm_source: 'newsletter', utm_campaign: 'q4-launch', referrer: 'https://news.example.com/12' };

function lead(campaign: Partial<LeadInput> = NEWSLETTER): LeadInput {
  return {
    kind: 'contact',
    name: 'Ada Muster',
    email: 'ada@fund.example',
    message: 'Hello',
    clientId: A,
    consent: true,
    consentVersion: '2026-10',
    page: '/contact',
    ts: new Date(NOW).toISOString(),
    ...campaign,
  } as LeadInput;
}

let local: MemoryStorage;
let session: MemoryStorage;
let server: FakeFetch;

const rememberedCampaign = () => session.getItem(STORAGE_KEYS.leadCampaign);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  local = new MemoryStorage();
  session = new MemoryStorage();
  server = fakeFetch();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('fetch', server.fetch);
  session.setItem(STORAGE_KEYS.leadCampaign, JSON.stringify(NEWSLETTER));
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the remembered campaign', () => {
  test('is forgotten once the server has stored a lead carrying it', async () => {
    server.answer(201);
    await sendLead(lead());
    expect(rememberedCampaign()).toBeNull();
  });

  test('is forgotten when the server answers that an earlier attempt of the lead arrived', async () => {
    server.answer(200, { id: A, outcome: 'replayed' });
    await sendLead(lead());
    expect(rememberedCampaign()).toBeNull();
  });

  test('is kept while the lead carrying it waits in the outbox, and forgotten once it is delivered', async () => {
    server.answer(503);
    await sendLead(lead());
    expect(rememberedCampaign()).toBe(JSON.stringify(NEWSLETTER));
    expect(local.getItem(OUTBOX_KEY)).not.toBeNull();
    server.answer(201);
    await flushOutbox({ force: true });
    expect(rememberedCampaign()).toBeNull();
  });

  test('is kept when the server refuses the lead: no lead carried it to us', async () => {
    server.answer(400, { error: { code: 'validation_failed', message: 'Check the form.', fields: {} } });
    await sendLead(lead());
    expect(rememberedCampaign()).toBe(JSON.stringify(NEWSLETTER));
  });

  test('is kept when the stored lead carried another campaign, remembered after it was queued', async () => {
    server.answer(201);
    await sendLead(lead({ utm_source: 'linkedin' }));
    expect(rememberedCampaign()).toBe(JSON.stringify(NEWSLETTER));
  });
});
