/**
 * Tells an owner their account was signed in from a browser it had not used before
 * (docs/decisions.md §111): when, from what, from which network and how, and what to do if it
 * was not them: change the password and sign out everywhere, both on /account. Mail every
 * account holder gets for their own safety, so it has no unsubscribe link.
 *
 * @example renderMail('new-sign-in', { username: 'ada', at, device: 'Firefox 133 on Linux', addressHint: '203.0.113.x', method: 'password', accountUrl })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { SIGN_IN_METHODS } from '#api/auth/sign-in-methods.ts';
import { DetailsTable, MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const newSignIn = defineMailTemplate({
  props: z.object({
    username: mailText,
    at: mailTime,
    /** "Chrome 140 on macOS"; absent when the browser sent no user agent. */
    device: mailText.optional(),
    /** The network, never the address: 203.0.113.x. */
    addressHint: mailText.optional(),
    method: z.enum(SIGN_IN_METHODS),
    /** /account on the public site, where the owner changes the password and ends sessions. */
    accountUrl: mailUrl,
  }),
  subject: (_props, texts) => texts.newSignIn.subject,
  component: ({ props: signIn, texts }) => {
    const t = texts.newSignIn;
    return h(
      Layout,
      { texts, preview: t.preview(signIn.device ?? t.unknownDevice), reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.intro(signIn.username)),
      h(DetailsTable, {
        texts,
        rows: [
          { label: t.atLabel, value: formatUtcDateTime(signIn.at, texts.intlLocale) },
          { label: t.deviceLabel, value: signIn.device ?? t.unknown },
          { label: t.networkLabel, value: signIn.addressHint ?? t.unknown },
          { label: t.methodLabel, value: t.method[signIn.method] },
        ],
      }),
      h(Paragraph, null, t.ifYou),
      h(Paragraph, null, h('strong', null, t.ifNotYou)),
      h(MailButton, { href: signIn.accountUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: signIn.accountUrl }),
    );
  },
});
