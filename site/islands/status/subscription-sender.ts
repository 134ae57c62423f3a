/**
 * The send strategy of the status subscription form (docs/decisions.md §78): one POST to
 * /api/status/subscriptions with the address, the version of the notice beside the button,
 * the page, the time and the honeypot. The server answers 202 whether or not it knew the
 * address, and mails a confirmation link. Nothing is kept for later: a failure says that
 * nothing was sent and leaves the typed address in the field to try again.
 *
 * @example useForm({ schema: subscribeFormSchema, send: subscriptionSender({ consentVersion, onFailure: setFailure }) })
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { field } from '@alpora/shared/schemas/leads';
import { z } from 'zod';
import { honeypotValue } from '#site/islands/forms/Honeypot.tsx';
import type { Send, SendOutcome } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';

export const SUBSCRIPTIONS_PATH = '/api/status/subscriptions';

/** The form's one field, checked as the lead forms check an email address. */
export const subscribeFormSchema = z.object({ email: field.email });

/** Why nothing was sent, when no field is to blame; each has its message in the dictionary. */
export type SubscriptionFailure = 'invalid' | 'rateLimited' | 'unavailable' | 'offline';

export interface SubscriptionOptions {
  /** The version of the notice the visitor saw (the dictionary's `subscribe.consentVersion`). */
  consentVersion: string;
  /** Called before every send with null, and with the reason when one fails. */
  onFailure: (failure: SubscriptionFailure | null) => void;
  /** The path sent as `page`; the current one by default. */
  page?: () => string;
  now?: () => Date;
}

/** What the form shows after a send: the address the link went to. */
export interface SubscriptionSent {
  email: string;
}

function failureOf(error: unknown): SubscriptionFailure {
  if (!(error instanceof ApiRequestError)) {
    // fetch rejects with a TypeError when there is no network; our timeout is a server that did not answer.
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'unavailable' : 'offline';
  }
  if (error.status === 429) return 'rateLimited';
  if (error.status >= 400 && error.status < 500 && error.status !== 408) return 'invalid';
  return 'unavailable';
}

export function subscriptionSender(options: SubscriptionOptions): Send<{ email: string }, SubscriptionSent> {
  const page = options.page ?? (() => location.pathname);
  const now = options.now ?? (() => new Date());
  return async (data, { form }): Promise<SendOutcome<SubscriptionSent>> => {
    options.onFailure(null);
    const website = honeypotValue(form);
    const body = {
      email: data.email,
      consentVersion: options.consentVersion,
      page: page(),
      ts: now().toISOString(),
      locale: documentLocale(),
      ...(website ? { website } : {}),
    };
    try {
      await apiRequest(SUBSCRIPTIONS_PATH, { body });
      return { ok: true, done: { email: data.email } };
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.apiError?.fields ?? {}) : {};
      // A message for the address shows under the field; anything else above the button.
      if (!fields.email) options.onFailure(failureOf(error));
      return { ok: false, fields, fallback: 'editing' };
    }
  };
}
