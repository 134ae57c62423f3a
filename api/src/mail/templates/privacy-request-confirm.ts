/**
 * The link that confirms a privacy request (docs/privacy.md#requests): a request to see or
 * erase the data of an address counts only once someone who reads the address follows it. The
 * link opens the site's page /privacy/request/confirm, whose button confirms.
 *
 * @example renderMail('privacy-request-confirm', { kind: 'access', confirmUrl: 'https://…/privacy/request/confirm#token=…' })
 */
import { PRIVACY_LINK_DAYS, PRIVACY_REQUEST_KINDS } from '@alpora/shared/schemas/privacy-requests';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const privacyRequestConfirm = defineMailTemplate({
  props: z.object({ kind: z.enum(PRIVACY_REQUEST_KINDS), confirmUrl: mailUrl }),
  subject: ({ kind }, texts) => texts.privacyRequestConfirm.subject(kind),
  component: ({ props, texts }) => {
    const t = texts.privacyRequestConfirm;
    return h(
      Layout,
      { texts, preview: t.preview(props.kind), reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body[props.kind]),
      h(MailButton, { href: props.confirmUrl }, t.button(props.kind)),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.confirmUrl }),
      h(Paragraph, { muted: true }, t.validity(PRIVACY_LINK_DAYS)),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
