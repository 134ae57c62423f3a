/**
 * Answers a subscribe request for an address that is already confirmed on the list: the form
 * said "check your email", and this is the email, without telling the form whether the
 * address was known (docs/decisions.md §75). It changes nothing, so it only says so, with the
 * way out for a subscriber who wanted to leave.
 *
 * @example renderMail('already-subscribed', { list: 'status', unsubscribeUrl: 'https://…' })
 */
import { SUBSCRIPTION_LISTS } from '@alpora/shared/schemas/subscriptions';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailHeading, Paragraph } from './elements.ts';
import { mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const alreadySubscribed = defineMailTemplate({
  props: z.object({
    list: z.enum(SUBSCRIPTION_LISTS),
    unsubscribeUrl: mailUrl,
  }),
  subject: ({ list }, texts) => texts.alreadySubscribed.subject(list),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  component: ({ props, texts }) => {
    const t = texts.alreadySubscribed;
    return h(
      Layout,
      { texts, preview: t.preview(props.list), reason: t.reason, unsubscribeUrl: props.unsubscribeUrl },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.list)),
      h(Paragraph, null, t.leave),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
