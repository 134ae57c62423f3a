/**
 * Asks the owner of a new account to confirm its address (docs/decisions.md §91): only a
 * confirmed address can receive a password reset link. The link opens a page whose button
 * confirms, so a mail scanner that opens links confirms nothing. It names no username: whoever
 * registers chooses it, and may have typed someone else's address.
 *
 * @example renderMail('verify-email', { verifyUrl: 'https://…/verify-email?token=…' })
 */
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

/** How long a verification link works; whoever issues the link must expire it then. */
export const VERIFICATION_VALID_DAYS = 7;

export const verifyEmail = defineMailTemplate({
  props: z.object({ verifyUrl: mailUrl }),
  subject: (_props, texts) => texts.verifyEmail.subject,
  component: ({ props, texts }) => {
    const t = texts.verifyEmail;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body),
      h(MailButton, { href: props.verifyUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.verifyUrl }),
      h(Paragraph, { muted: true }, t.validity(VERIFICATION_VALID_DAYS)),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
