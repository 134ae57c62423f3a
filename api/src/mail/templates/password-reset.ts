/**
 * The password reset link (docs/decisions.md §92), mailed only to a confirmed address. It
 * opens the site's form for a new password; the link works once and for RESET_VALID_MINUTES
 * (packages/shared/src/schemas/account-recovery.ts).
 *
 * @example renderMail('password-reset', { username: 'ada', resetUrl: 'https://…/reset-password?token=…' })
 */
import { RESET_VALID_MINUTES } from '@alpora/shared/schemas/account-recovery';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const passwordReset = defineMailTemplate({
  props: z.object({ username: mailText, resetUrl: mailUrl }),
  subject: (_props, texts) => texts.passwordReset.subject,
  component: ({ props, texts }) => {
    const t = texts.passwordReset;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.username)),
      h(MailButton, { href: props.resetUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.resetUrl }),
      h(Paragraph, { muted: true }, t.validity(RESET_VALID_MINUTES)),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
