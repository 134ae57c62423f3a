/**
 * Email subscriptions (docs/product.md#email-subscriptions): the lists a visitor may subscribe
 * to, and the status page's subscribe form. The form's email field and consent record are the
 * lead forms' own (./leads.ts), so their messages read alike. Every request is answered the
 * same way, whether the address was known or not: a confirmation is on its way.
 *
 * @example statusSubscriptionSchema.parse({ email: 'ada@example.com', consentVersion: 'en-2025-07-23', page: '/status' })
 */
import { z } from 'zod';
import { field, leadMeta } from './leads.ts';
import { localeField } from './locale-field.ts';

/** 'updates': product news (the waitlist, and forms ticked "send me updates"); 'status': incident mails. */
export const SUBSCRIPTION_LISTS = ['updates', 'status'] as const;
export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];

export const statusSubscriptionSchema = z.object({
  email: field.email,
  /** Version of the consent notice shown next to the button. */
  consentVersion: leadMeta.consentVersion,
  /** The page the form was sent from. */
  page: leadMeta.page,
  /** ISO time the visitor asked (the consent time); the server's time when absent. */
  ts: leadMeta.ts.optional(),
  /** The language of the page: the subscriber's mails are written in it. */
  locale: localeField,
  /** Honeypot: hidden from people, filled by bots. A filled one is answered alike and dropped. */
  website: leadMeta.website,
});
export type StatusSubscriptionInput = z.input<typeof statusSubscriptionSchema>;
export type StatusSubscription = z.output<typeof statusSubscriptionSchema>;

/** The one answer (HTTP 202) to every valid request: known, unknown or capped address alike. */
export const subscriptionResponseSchema = z.object({ status: z.literal('confirmation-sent') });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
