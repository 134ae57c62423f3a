/**
 * A client's invitation of a viewer (docs/back-office.md#roles): it names the client and their
 * verified address, so the invitee can tell who asked, and links to the page where they open a
 * read-only account. The link works once and for INVITATION_VALID_DAYS.
 *
 * @example renderMail('viewer-invitation', { clientName: 'Ada Lovelace', clientEmail: 'ada@example.com', acceptUrl: 'https://…/invitation?token=…' })
 */
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

/** How long an invitation works; whoever issues the link must expire it then. */
export const INVITATION_VALID_DAYS = 7;

export const viewerInvitation = defineMailTemplate({
  props: z.object({ clientName: mailText, clientEmail: mailText, acceptUrl: mailUrl }),
  subject: (props, texts) => texts.viewerInvitation.subject(props.clientName),
  component: ({ props, texts }) => {
    const t = texts.viewerInvitation;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.body(props.clientName, props.clientEmail)),
      h(MailButton, { href: props.acceptUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: props.acceptUrl }),
      h(Paragraph, { muted: true }, t.validity(INVITATION_VALID_DAYS)),
      h(Paragraph, { muted: true }, t.ignore),
    );
  },
});
