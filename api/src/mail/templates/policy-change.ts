/**
 * Announces a material change to a legal page before it takes effect, as the privacy policy
 * promises (docs/product.md#email-subscriptions, docs/decisions.md §83): which document, the
 * operator's summary of what changes, the day it takes effect and the page to read it on.
 * Clients get it because they hold an account, so their mail has no unsubscribe link;
 * product-update subscribers get it as list mail, with their own unsubscribe link in the footer
 * and the one-click unsubscribe headers.
 *
 * @example renderMail('policy-change', { audience: 'client', title: 'Privacy Policy', summary, effectiveDate: '2027-01-01', pageUrl: 'https://alpora.ch/privacy' })
 */
import { formatLongDate } from '@alpora/shared/format';
import { createElement as h } from 'react';
import { z } from 'zod';
import { MailButton, MailHeading, MultilineText, Paragraph, SpelledOutLink } from './elements.ts';
import { mailText, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

const notice = {
  /** The document's title as its page shows it: "Privacy Policy". */
  title: mailText,
  /** What changes, in the operator's words; a blank line starts a paragraph. */
  summary: mailText,
  /** The first day the new version applies, a UTC calendar day. */
  effectiveDate: z.iso.date({ error: 'Use a date as YYYY-MM-DD.' }),
  /** The page of the document on the public site. */
  pageUrl: mailUrl,
};

const props = z.discriminatedUnion('audience', [
  z.object({ ...notice, audience: z.literal('client') }),
  z.object({ ...notice, audience: z.literal('subscriber'), unsubscribeUrl: mailUrl }),
]);

/** "1 January 2027": the effective day in words, so no reader takes 01/02 for February. */
function effectiveDay(date: string, locale: string): string {
  return formatLongDate(new Date(`${date}T00:00:00.000Z`), locale);
}

export const policyChange = defineMailTemplate({
  props,
  subject: ({ title, effectiveDate }, texts) =>
    texts.policyChange.subject(title, effectiveDay(effectiveDate, texts.intlLocale)),
  unsubscribeUrl: (notice) => (notice.audience === 'subscriber' ? notice.unsubscribeUrl : undefined),
  component: ({ props: notice, texts }) => {
    const t = texts.policyChange;
    const day = effectiveDay(notice.effectiveDate, texts.intlLocale);
    return h(
      Layout,
      {
        texts,
        preview: t.preview(notice.title, day),
        reason: t.reason[notice.audience],
        unsubscribeUrl: notice.audience === 'subscriber' ? notice.unsubscribeUrl : undefined,
      },
      h(MailHeading, null, t.heading(notice.title)),
      h(Paragraph, null, t.intro(notice.title, day)),
      h(MultilineText, { text: notice.summary }),
      h(MailButton, { href: notice.pageUrl }, t.button),
      h(SpelledOutLink, { intro: t.linkIntro, href: notice.pageUrl }),
      h(Paragraph, { muted: true }, t.until(day)),
    );
  },
});
