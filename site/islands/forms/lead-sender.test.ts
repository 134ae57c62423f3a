// @vitest-environment jsdom
/**
 * What a lead form shows after its send (docs/decisions.md §285): thanks once the lead is sent or
 * queued, messages under the fields the API names, and the API's own reason, with the form kept
 * filled, when it refuses the lead naming no field (a design-partner application after the
 * cohort started) rather than thanks for a lead nobody stored.
 */
import type { LeadInput } from '@alpora/shared/schemas/leads';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type FakeFetch, fakeFetch } from '#site/lib/testing/fake-browser.ts';
import { leadSender } from './lead-sender.ts';

type PartnerFields = { company: string; email: string };

const send = leadSender<PartnerFields>({
  kind: 'design-partner',
  // The server's answers are scripted: the payload's fields need not be complete.
  toPayload: (data, meta) => ({ kind: 'design-partner', ...meta, ...data }) as LeadInput,
});

let server: FakeFetch;

beforeEach(() => {
  server = fakeFetch();
  vi.stubGlobal('fetch', server.fetch);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const apply = () => send({ company: 'Fund AG', email: 'ada@fund.example' }, { form: null });

describe('leadSender', () => {
  test("shows the server's reason and keeps the form when it refuses the lead naming no field", async () => {
    const message = 'Applications for the Q1 2027 design-partner cohort closed when it started on 1 January 2027.';
    server.answer(409, { error: { code: 'cohort_started', message } });
    await expect(apply()).resolves.toEqual({ ok: false, fields: {}, fallback: 'editing', refusal: message });
  });

  test('keeps the form open with the messages of the fields the server names', async () => {
    const fields = { email: 'Use your work email address.' };
    server.answer(400, { error: { code: 'validation_failed', message: 'Check the form.', fields } });
    await expect(apply()).resolves.toEqual({ ok: false, fields, fallback: 'success', refusal: undefined });
  });

  test('is done once the server has the lead', async () => {
    server.answer(201, { outcome: 'accepted' });
    await expect(apply()).resolves.toEqual({ ok: true, done: { queued: false } });
  });
});
