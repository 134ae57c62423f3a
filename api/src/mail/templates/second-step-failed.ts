/**
 * Tells an owner that someone passed the first step of signing in to their account (the
 * password, or their organisation's sign-in) and then failed the second step until it ended
 * (docs/decisions.md §113): nobody was signed in, but whoever it was knows the first factor.
 * Mail every account holder gets for their own safety, so it has no unsubscribe link.
 *
 * @example renderMail('second-step-failed', { username: 'ada', at, device: 'Firefox 133 on Linux', addressHint: '203.0.113.x', first: 'password', accountUrl })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { DetailsTable, MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const secondStepFailed = defineMailTemplate({
  props: z.object({
    username: mailText,
    at: mailTime,
    device: mailText.optional(),
    addressHint: mailText.optional(),
    /** What was passed: the password, or single sign-on. */
    first: z.enum(['password', 'sso']),
    /** /account on the public site, where the owner changes the password and ends sessions. */
    accountUrl: mailUrl,
  }),
  subject: (_props, texts) => texts.secondStepFailed.subject,
  component: ({ props: attempt, texts }) => {
    const t = texts.secondStepFailed;
    return h(
      Layout,
      { texts, preview: t.preview, reason: t.reason },
      h(MailHeading, null, t.heading),
      h(Paragraph, null, t.intro(attempt.username, attempt.first)),
      h(DetailsTable, {
        texts,
        rows: [
          { label: t.atLabel, value: formatUtcDateTime(attempt.at, texts.intlLocale) },
          { label: t.deviceLabel, value: attempt.device ?? t.unknown },
          { label: t.networkLabel, value: attempt.addressHint ?? t.unknown },
        ],
      }),
      h(Paragraph, null, t.ifYou),
      h(Paragraph, null, h('strong', null, t.ifNotYou[attempt.first])),
      h(MailButton, { href: attempt.accountUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: attempt.accountUrl }),
    );
  },
});
