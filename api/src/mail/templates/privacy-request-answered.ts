/**
 * The answer to a privacy request (docs/privacy.md#requests), by what came of it: an access
 * answer ready to download (the link and until when it works), an erasure done (what was erased,
 * per kind of data, and what is kept and why), or a declined request with the reason.
 *
 * @example renderMail('privacy-request-answered', { result: 'declined', kind: 'erasure', reason: '…', contact: 'hello@alpora.ch' })
 */
import { formatUtcDateTime } from '@alpora/shared/format';
import { PRIVACY_REQUEST_KINDS } from '@alpora/shared/schemas/privacy-requests';
import { Fragment, createElement as h } from 'react';
import { z } from 'zod';
import type { MailDictionary } from './dictionaries.ts';
import {
  DetailsTable,
  MailButton,
  MailHeading,
  MailToParagraph,
  MultilineText,
  Paragraph,
  SpelledOutLink,
} from './elements.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

const answeredProps = z.discriminatedUnion('result', [
  z.object({ result: z.literal('access'), downloadUrl: mailUrl, downloadUntil: mailTime }),
  z.object({
    result: z.literal('erasure'),
    /** Per kind of data (the data map's names), the records erased. */
    erased: z.array(z.object({ name: mailText, rows: z.number().int().positive() })),
    kept: z.array(z.object({ what: mailText, why: mailText })),
  }),
  z.object({
    result: z.literal('declined'),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    reason: mailText,
    contact: z.email(),
  }),
]);

type AnsweredProps = z.output<typeof answeredProps>;

function subjectOf(props: AnsweredProps, texts: MailDictionary): string {
  const subjects = texts.privacyRequestAnswered.subject;
  return props.result === 'declined' ? subjects.declined(props.kind) : subjects[props.result];
}

function content(props: AnsweredProps, texts: MailDictionary) {
  const t = texts.privacyRequestAnswered;
  if (props.result === 'access') {
    return h(
      Fragment,
      null,
      h(Paragraph, null, t.access.body),
      h(MailButton, { href: props.downloadUrl }, t.access.button),
      h(SpelledOutLink, { intro: t.access.linkIntro, href: props.downloadUrl }),
      h(Paragraph, { muted: true }, t.access.until(formatUtcDateTime(props.downloadUntil, texts.intlLocale))),
    );
  }
  if (props.result === 'erasure') {
    return h(
      Fragment,
      null,
      h(Paragraph, null, t.erasure.body),
      h(DetailsTable, {
        texts,
        title: t.erasure.erasedTitle,
        rows: props.erased.map((kind) => ({ label: kind.name, value: t.erasure.erasedRow(kind.rows) })),
        empty: t.erasure.nothing,
      }),
      h(DetailsTable, {
        texts,
        title: t.erasure.keptTitle,
        rows: props.kept.map((kept) => ({ label: kept.what, value: kept.why })),
      }),
    );
  }
  return h(
    Fragment,
    null,
    h(Paragraph, null, t.declined.body(props.kind)),
    h(MultilineText, { text: props.reason }),
    h(MailToParagraph, { intro: t.declined.contact, address: props.contact }),
  );
}

export const privacyRequestAnswered = defineMailTemplate({
  props: answeredProps,
  subject: subjectOf,
  component: ({ props, texts }) => {
    const t = texts.privacyRequestAnswered;
    return h(
      Layout,
      { texts, preview: t.preview[props.result], reason: t.reason },
      h(MailHeading, null, t.heading[props.result]),
      content(props, texts),
    );
  },
});
