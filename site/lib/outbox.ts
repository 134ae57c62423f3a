/**
 * Sends leads so that none is lost (docs/decisions.md §30). A lead is written to the outbox
 * before it is posted and removed once the server has it: 201 `accepted`, or 200 `replayed`
 * when an earlier attempt arrived but its answer was lost (docs/decisions.md §80); only the
 * status is read, the body echoes the client id. A failure (offline, 5xx, 429)
 * leaves it there to be retried with exponential backoff while the page stays open, and at
 * once on the next page load and when the browser comes back online (scripts/lead-boot.ts).
 * The client id makes every retry idempotent on the server. A lead the server has also ends the
 * browser's memory of the campaign it carried (docs/privacy.md#browser-storage).
 * A permanent refusal (other 4xx) is dropped from the outbox, as no retry changes it: `invalid`
 * with the field messages, or with the API's own message as its `refusal` when it names no
 * field (a design-partner application after the cohort started, docs/decisions.md §285).
 * A lead carries the language of the page it was sent from (`<html lang>`), kept in the outbox
 * with it, so a retry from a page in another language still says where it came from
 * (docs/decisions.md §303).
 *
 * @example const result = await sendLead(payload); if (result.status === 'invalid') show(result.fields);
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { LeadInput, LeadResponse } from '@alpora/shared/schemas/leads';
import { documentLocale } from './document-locale.ts';
import { forgetCampaignCarriedBy } from './outbox-campaign.ts';
import { type OutboxEntry, putEntry, readOutbox, removeEntry } from './outbox-store.ts';

export type SendResult =
  | { status: 'sent' }
  | { status: 'queued'; error: unknown }
  | {
      status: 'invalid';
      fields: Record<string, string>;
      /** The API's message when it names no field: why the lead is refused (applications closed). */
      refusal?: string;
      error: unknown;
    };

const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s ... capped at 5 min, with jitter so that many tabs do not retry together. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** Client errors other than timeout and rate limit will never succeed; retrying is pointless. */
function isPermanent(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)
  );
}

async function post(payload: LeadInput): Promise<void> {
  await apiRequest<LeadResponse>('/api/leads', { body: payload });
}

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(): void {
  const due = readOutbox().map((entry) => entry.nextAttemptAt);
  if (due.length === 0) return;
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(), Math.max(0, Math.min(...due) - Date.now()));
}

async function attempt(entry: OutboxEntry): Promise<SendResult> {
  try {
    await post(entry.payload);
    removeEntry(entry.payload.clientId);
    forgetCampaignCarriedBy(entry.payload);
    return { status: 'sent' };
  } catch (error) {
    if (isPermanent(error)) {
      removeEntry(entry.payload.clientId);
      const api = error.apiError;
      // The API words every refusal; one naming no field is said to the visitor as it is.
      return { status: 'invalid', fields: api?.fields ?? {}, refusal: api?.fields ? undefined : api?.message, error };
    }
    const attempts = entry.attempts + 1;
    putEntry({ payload: entry.payload, attempts, nextAttemptAt: Date.now() + backoffMs(attempts) });
    return { status: 'queued', error };
  }
}

/** Sends one lead now, keeping it in the outbox until the server confirms it. */
export async function sendLead(payload: LeadInput): Promise<SendResult> {
  // The page sending it now is where it came from; a schema's default English is not.
  const locale = documentLocale() ?? payload.locale;
  const entry = { payload: locale ? { ...payload, locale } : payload, attempts: 0, nextAttemptAt: Date.now() };
  putEntry(entry);
  const result = await attempt(entry);
  if (result.status === 'queued') scheduleRetry();
  return result;
}

let flushing: Promise<void> | undefined;

/** Tries every waiting lead (`force`: even those still backing off), one after another. */
export function flushOutbox({ force = false } = {}): Promise<void> {
  flushing ??= (async () => {
    for (const entry of readOutbox()) {
      if (!force && entry.nextAttemptAt > Date.now()) continue;
      const result = await attempt(entry);
      if (result.status === 'invalid') console.warn('A saved form was refused by the server', result.error);
    }
  })().finally(() => {
    flushing = undefined;
    scheduleRetry();
  });
  return flushing;
}
