/**
 * Tells an owner the suspension of their account was lifted (docs/back-office.md#users,
 * docs/decisions.md §185): they sign in again as before, with the button to the login page.
 * Mail about the owner's own account, so it has no unsubscribe link.
 *
 * @example renderMail('account-reinstated', { username: 'ada', at: '2026-11-21T10:00:00.000Z', contact: 'hello@alpora.ch', loginUrl: 'https://…/login' })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, MailToParagraph, Paragraph } from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const accountReinstated = defineMailTemplate({
  props: z.object({
    username: mailText,
    at: mailTime,
    contact: z.email(),
    loginUrl: mailUrl,
  }),
  subject: (_props, texts) => texts.accountReinstated.subject,
  component: ({ props, texts }) => {
    const t = texts.accountReinstated;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.username, formatUtcDateTime(props.at, texts.intlLocale))),
      h(MailButton, { href: props.loginUrl }, t.button),
      h(MailToParagraph, { intro: t.contact, address: props.contact }),
    );
  },
});
