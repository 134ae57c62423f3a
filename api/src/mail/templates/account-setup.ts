/**
 * The set-up link of an account an operator created with `cli user create`
 * (docs/back-office.md#roles): the person chooses a password and, for a staff role, enrols an
 * authenticator app. The link works once and for SETUP_VALID_HOURS; following it proves the
 * address.
 *
 * @example renderMail('account-setup', { username: 'ada', staff: true, setupUrl: 'https://…/set-up-account?token=…' })
 */
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

/** How long a set-up link works; whoever issues the link must expire it then. */
export const SETUP_VALID_HOURS = 72;

export const accountSetup = defineMailTemplate({
  props: z.object({ username: mailText, staff: z.boolean(), setupUrl: mailUrl }),
  subject: (_props, texts) => texts.accountSetup.subject,
  component: ({ props, texts }) => {
    const t = texts.accountSetup;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.username)),
      props.staff ? h(Paragraph, null, t.staff) : null,
      h(MailButton, { href: props.setupUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.setupUrl }),
      h(Paragraph, { muted: true }, t.validity(SETUP_VALID_HOURS)),
    );
  },
});
