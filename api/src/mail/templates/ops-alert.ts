/**
 * Tells the operators that a service went down or came back, when, and what the check saw.
 * The state is in the subject's first word, so an inbox sorts and filters alerts by it.
 *
 * @example renderMail('ops-alert', { service: 'API', state: 'down', at, detail: 'HTTP 503 from /api/health' })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { DetailsTable, MailHeading } from './elements.ts';
import { mailText, mailTime } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const opsAlert = defineMailTemplate({
  props: z.object({
    service: mailText,
    state: z.enum(['down', 'recovered']),
    at: mailTime,
    detail: mailText,
  }),
  subject: ({ state, service }, texts) => texts.opsAlert.subject(state, service),
  component: ({ props: alert, texts }) => {
    const t = texts.opsAlert;
    const heading = t.heading(alert.state, alert.service);
    return h(
      Layout,
      { texts, preview: `${heading}: ${alert.detail}`, reason: t.reason },
      h(MailHeading, null, heading),
      h(DetailsTable, {
        texts,
        rows: [
          { label: t.stateLabel, value: t.state(alert.state) },
          { label: t.atLabel(alert.state), value: formatUtcDateTime(alert.at, texts.intlLocale) },
          { label: t.detailLabel, value: alert.detail },
        ],
      }),
    );
  },
});
