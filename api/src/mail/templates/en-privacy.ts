/**
 * The English words of the privacy request mails (docs/privacy.md#requests): the link that
 * confirms a request to see or erase what we hold about an address, and the answer: the
 * download of an access answer, what an erasure erased and kept and why, or why a request was
 * declined. Spread into `en.ts`.
 *
 * @example en.privacyRequestConfirm.subject('erasure') // "Confirm your request to erase your data at Alpora"
 */
import { ENGLISH_KEPT_WORDS } from '@alpora/shared/kept-after-erasure';
import type { PrivacyRequestKind } from '@alpora/shared/schemas/privacy-requests';

const requestNames: Record<PrivacyRequestKind, string> = {
  access: 'see your data',
  erasure: 'erase your data',
};

const privacyReason =
  'You get this email because a request about the data of this address was made on the Alpora website or sent to us.';

export const privacyMailTexts = {
  privacyRequestConfirm: {
    subject: (kind: PrivacyRequestKind) => `Confirm your request to ${requestNames[kind]} at Alpora`,
    preview: (kind: PrivacyRequestKind) =>
      `One click and we ${kind === 'access' ? 'show you' : 'erase'} what we hold about this address.`,
    heading: 'Confirm your privacy request',
    body: {
      access:
        'Someone, hopefully you, asked to see everything Alpora holds about this email address. Confirm with the button below: we then gather it at once, and the same link downloads it as a file.',
      erasure:
        'Someone, hopefully you, asked Alpora to erase everything it holds about this email address: enquiries, subscriptions, the emails we sent, and an account with this address with all its data. Confirm with the button below and we erase it at once; this cannot be undone.',
    } satisfies Record<PrivacyRequestKind, string>,
    button: (kind: PrivacyRequestKind): string =>
      kind === 'access' ? 'Confirm and see my data' : 'Confirm and erase my data',
    linkIntro: 'If the button does not work, open this link:',
    validity: (days: number) => `The link is valid for ${days} days.`,
    ignore: 'If you did not ask for this, ignore this email: nothing happens until the link is followed.',
    reason: privacyReason,
  },
  privacyRequestAnswered: {
    subject: {
      access: 'Your Alpora data is ready to download',
      erasure: 'We erased your data at Alpora',
      declined: (kind: PrivacyRequestKind) => `About your request to ${requestNames[kind]} at Alpora`,
    },
    preview: {
      access: 'Download what we hold about this address.',
      erasure: 'What we erased, and what we keep and why.',
      declined: 'We could not carry out your request; here is why.',
    },
    heading: {
      access: 'Your data is ready',
      erasure: 'Your data is erased',
      declined: 'We declined your request',
    },
    access: {
      body: 'We gathered everything Alpora holds about this email address. Download it as a JSON or CSV file from the page the button opens.',
      button: 'Download my data',
      linkIntro: 'If the button does not work, open this link:',
      until: (until: string) => `The link downloads your data until ${until}. After that, make a new request.`,
    },
    erasure: {
      body: 'We erased everything Alpora held about this email address.',
      erasedTitle: 'What we erased',
      erasedRow: (rows: number) => `${rows} ${rows === 1 ? 'record' : 'records'}`,
      nothing: 'We held nothing else about this address.',
      keptTitle: 'What we keep, and why',
      /**
       * The records an erasure keeps, as /privacy/request lists them (@alpora/shared/kept-after-erasure):
       * the answer's mail names them in the reader's language with the periods of its data map.
       */
      kept: ENGLISH_KEPT_WORDS,
    },
    declined: {
      body: (kind: PrivacyRequestKind) =>
        `We did not carry out your request to ${requestNames[kind]}, for this reason:`,
      contact: 'If you disagree, reply to this email or write to',
    },
    reason: privacyReason,
  },
};
