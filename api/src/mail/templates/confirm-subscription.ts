/**
 * Asks a new subscriber to confirm their address (double opt-in): nothing else is sent to the
 * address until they follow the link.
 *
 * @example renderMail('confirm-subscription', { list: 'status', confirmUrl: 'https://…' })
 */
import { SUBSCRIPTION_LISTS } from '@alpora/shared/schemas/subscriptions';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

/** How long a confirmation link works; whoever issues the link must expire it then. */
export const CONFIRMATION_VALID_DAYS = 7;

export const confirmSubscription = defineMailTemplate({
  props: z.object({
    list: z.enum(SUBSCRIPTION_LISTS),
    confirmUrl: mailUrl,
  }),
  subject: ({ list }, texts) => texts.confirmSubscription.subject(list),
  component: ({ props, texts }) => {
    const t = texts.confirmSubscription;
    return h(
      Layout,
      { texts, preview: t.preview(props.list), reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.list)),
      h(MailButton, { href: props.confirmUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.confirmUrl }),
      h(Paragraph, { muted: true }, t.validity(CONFIRMATION_VALID_DAYS)),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
