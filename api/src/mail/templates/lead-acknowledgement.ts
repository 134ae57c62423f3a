/**
 * Thanks whoever sent a contact message, a demo request or a design partner application, and
 * says when we answer, in the website's own words (docs/product.md#leads). The address is not
 * yet proven to be the sender's, so the mail repeats nothing they typed: the form cannot be
 * used to send chosen words to someone else (docs/decisions.md §69).
 *
 * @example renderMail('lead-acknowledgement', { kind: 'demo', demoMinutes: 30 })
 */
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailHeading, Paragraph } from './elements.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

const props = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact') }),
  /** The demo's length as the booking form states it (`/api/leads/demo-booking`). */
  z.object({ kind: z.literal('demo'), demoMinutes: z.number().int().positive() }),
  z.object({ kind: z.literal('design-partner') }),
]);

export const leadAcknowledgement = defineMailTemplate({
  props,
  subject: ({ kind }, texts) => texts.leadAcknowledgement.subject[kind],
  component: ({ props: lead, texts }) => {
    const t = texts.leadAcknowledgement;
    const body = lead.kind === 'demo' ? t.body.demo(lead.demoMinutes) : t.body[lead.kind]();
    return h(
      Layout,
      { texts, preview: body, reason: t.reason[lead.kind] },
      h(MailHeading, null, t.heading[lead.kind]),
      h(Paragraph, null, body),
      h(Paragraph, null, t.signOff),
    );
  },
});
