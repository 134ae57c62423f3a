/**
 * Tells the owner of an address that someone tried to open a second account with it
 * (docs/decisions.md §94), so a takeover attempt does not go unnoticed. The mail repeats
 * nothing the other person typed (their username, their name): the form must not be a way to
 * send chosen words to someone else.
 *
 * @example renderMail('account-exists', { loginUrl: 'https://…/login', forgotUrl: 'https://…/forgot-password' })
 */

import { Link } from '@react-email/components';
import { createElement as h } from 'react';
import { z } from 'zod';
import { brand } from './brand.ts';
import { MailButton, MailHeading, Paragraph } from './elements.ts';
import { mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const accountExists = defineMailTemplate({
  props: z.object({ loginUrl: mailUrl, forgotUrl: mailUrl }),
  subject: (_props, texts) => texts.accountExists.subject,
  component: ({ props, texts }) => {
    const t = texts.accountExists;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body),
      h(Paragraph, null, t.ifYou),
      h(MailButton, { href: props.loginUrl }, t.signIn),
      h(
        Paragraph,
        null,
        `${t.forgot} `,
        h(
          Link,
          { href: props.forgotUrl, style: { color: brand.accent, textDecoration: 'underline' } },
          props.forgotUrl,
        ),
      ),
      h(Paragraph, { muted: true }, t.ifNotYou),
    );
  },
});
