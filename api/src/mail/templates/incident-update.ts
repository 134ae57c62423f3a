/**
 * Tells status subscribers that an incident was opened, updated or resolved: its title,
 * state, impact, message and time, with the status page a click away
 * (docs/product.md#status-page). Subscribers asked for it, so it always carries an
 * unsubscribe link, in the footer and as the one-click unsubscribe headers.
 *
 * @example renderMail('incident-update', { title, status: 'resolved', message, at, statusPageUrl, unsubscribeUrl })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { INCIDENT_IMPACTS, INCIDENT_STATES } from '@alpora/shared/schemas/status';
import { createElement as h } from 'react';
import { z } from 'zod';
import { type DetailRow, DetailsTable, MailButton, MailHeading, MultilineText } from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const incidentUpdate = defineMailTemplate({
  props: z.object({
    title: mailText,
    status: z.enum(INCIDENT_STATES),
    impact: z.enum(INCIDENT_IMPACTS).optional(),
    message: mailText,
    at: mailTime,
    statusPageUrl: mailUrl,
    unsubscribeUrl: mailUrl,
  }),
  subject: ({ status, title }, texts) => texts.incidentUpdate.subject(status, title),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  component: ({ props: incident, texts }) => {
    const t = texts.incidentUpdate;
    const rows: DetailRow[] = [
      { label: t.statusLabel, value: t.state(incident.status) },
      ...(incident.impact ? [{ label: t.impactLabel, value: t.impact(incident.impact) }] : []),
      { label: t.updatedLabel, value: formatUtcDateTime(incident.at, texts.intlLocale) },
    ];
    return h(
      Layout,
      {
        texts,
        preview: t.preview(incident.status, incident.title),
        reason: t.reason,
        unsubscribeUrl: incident.unsubscribeUrl,
      },
      h(MailHeading, null, incident.title),
      h(DetailsTable, { texts, rows }),
      h(MultilineText, { text: incident.message }),
      h(MailButton, { href: incident.statusPageUrl }, t.button),
    );
  },
});
