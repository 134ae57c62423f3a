/**
 * Tells an owner their account was suspended (docs/back-office.md#users, docs/decisions.md §185),
 * as the Terms (section 4) promise: when, that every session ended, that no sign-in succeeds
 * until it is reinstated, and the address to write to. The staff member's reason stays in the
 * audit log. Mail about the owner's own account, so it has no unsubscribe link.
 *
 * @example renderMail('account-suspended', { username: 'ada', at: '2026-11-20T09:30:00.000Z', contact: 'hello@alpora.ch' })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailHeading, MailToParagraph, Paragraph } from './elements.ts';
import { mailText, mailTime } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const accountSuspended = defineMailTemplate({
  props: z.object({
    username: mailText,
    at: mailTime,
    /** The address a suspended owner writes to, as the sign-in refusal names it. */
    contact: z.email(),
  }),
  subject: (_props, texts) => texts.accountSuspended.subject,
  component: ({ props, texts }) => {
    const t = texts.accountSuspended;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.username, formatUtcDateTime(props.at, texts.intlLocale))),
      h(MailToParagraph, { intro: t.contact, address: props.contact }),
    );
  },
});
