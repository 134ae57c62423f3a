/**
 * Tells the sales team about a new lead: its kind and sender, every field as given, where it
 * came from (campaign) and the consent it was sent with (docs/product.md#leads). The caller
 * hands the fields as label/value pairs, so a new lead field needs no template change.
 *
 * @example renderMail('lead-notification', { kind: 'demo', person: { name, email }, fields, campaign: {}, consent, receivedAt })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import { createElement as h } from 'react';
import { z } from 'zod';
import { type DetailRow, DetailsTable, MailHeading } from './elements.ts';
import { mailText, mailTime } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

const optionalText = mailText.optional();

const props = z.object({
  kind: z.enum(LEAD_KINDS),
  person: z.object({ name: optionalText, email: z.email() }),
  fields: z.array(z.object({ label: mailText, value: z.string() })),
  campaign: z.object({
    source: optionalText,
    medium: optionalText,
    campaign: optionalText,
    referrer: optionalText,
    page: optionalText,
  }),
  consent: z.object({ version: mailText, at: mailTime, page: mailText }),
  receivedAt: mailTime,
});

/** "Jane Doe <jane@example.com>", or the address alone when the form asks no name. */
function personOf({ name, email }: z.output<typeof props>['person']): string {
  return name ? `${name} <${email}>` : email;
}

export const leadNotification = defineMailTemplate({
  props,
  subject: (lead, texts) => texts.leadNotification.subject(lead.kind, personOf(lead.person)),
  component: ({ props: lead, texts }) => {
    const t = texts.leadNotification;
    const campaignRows: DetailRow[] = (['source', 'medium', 'campaign', 'referrer', 'page'] as const).flatMap((key) => {
      const value = lead.campaign[key];
      return value ? [{ label: t.campaignLabels[key], value }] : [];
    });
    return h(
      Layout,
      { texts, preview: t.preview(lead.kind, personOf(lead.person)), reason: t.reason },
      h(MailHeading, null, t.heading(lead.kind)),
      h(DetailsTable, {
        texts,
        rows: [
          { label: t.from, value: personOf(lead.person) },
          { label: t.receivedAt, value: formatUtcDateTime(lead.receivedAt, texts.intlLocale) },
        ],
      }),
      lead.fields.length > 0 ? h(DetailsTable, { texts, title: t.details, rows: lead.fields }) : null,
      h(DetailsTable, { texts, title: t.campaign, rows: campaignRows, empty: t.noCampaign }),
      h(DetailsTable, {
        texts,
        title: t.consent,
        rows: [
          { label: t.consentLabels.version, value: lead.consent.version },
          { label: t.consentLabels.at, value: formatUtcDateTime(lead.consent.at, texts.intlLocale) },
          { label: t.consentLabels.page, value: lead.consent.page },
        ],
      }),
    );
  },
});
