/**
 * Tells an account's owner that its password was changed or reset (docs/decisions.md §92,
 * §93), so a change they did not make does not go unnoticed, with the way to take the account
 * back a click away.
 *
 * @example renderMail('password-changed', { username: 'ada', how: 'reset', at: '2026-11-20T09:30:00.000Z', forgotUrl: 'https://…/forgot-password' })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph } from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const passwordChanged = defineMailTemplate({
  props: z.object({
    username: mailText,
    /** Changed on /account with the current password, or reset with a mailed link. */
    how: z.enum(['changed', 'reset']),
    at: mailTime,
    forgotUrl: mailUrl,
  }),
  subject: (_props, texts) => texts.passwordChanged.subject,
  component: ({ props, texts }) => {
    const t = texts.passwordChanged;
    const at = formatUtcDateTime(props.at, texts.intlLocale);
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body[props.how](props.username, at)),
      h(Paragraph, null, t.notYou),
      h(MailButton, { href: props.forgotUrl }, t.button),
    );
  },
});
