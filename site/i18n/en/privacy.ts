/**
 * Privacy requests (docs/privacy.md#requests): the form of /privacy/request and the page of its
 * mailed link, /privacy/request/confirm.
 */
export const privacy = {
  privacyRequestPage: {
    byMailTitle: 'By email or post',
    byMail: 'You may also ask by post to {legalName}, {location}, or by email to',
    byMailCheck:
      'We check that the request comes from the person the data is about, and answer it within 30 days of receiving it.',
  },
  privacyRequest: {
    formTitle: 'Make a request',
    email: 'Your email address',
    emailHint: 'We email the link that confirms the request to this address.',
    kind: 'What would you like?',
    access: 'See my data',
    accessHint: 'A copy of everything we hold about this address, to download as JSON or CSV.',
    erasure: 'Erase my data',
    erasureHint: 'We erase what we hold about this address, except what the law makes us keep.',
    submit: 'Send the request',
    submitting: 'Sending…',
    successTitle: 'Check your inbox',
    /** The same for every address, known or not: the page never tells whether we hold data on it. */
    successText:
      'We sent a link to {email}. Open it within {days} days and press its button to confirm the request: we act on it only then, and answer within 30 days.',
    failed: 'The request was not sent',
    failedFallback: 'Please try again in a moment.',
  },
  privacyConfirm: {
    title: 'Confirm your privacy request',
    description: 'The page of the link we email to confirm a request to see or erase your data.',
    text: 'A request to see or erase the data we hold about an email address.',
    press: 'Press the button to confirm that you made this request. Nothing happens until you do.',
    button: 'Confirm my request',
    confirming: 'Confirming…',
    problemTitle: 'This link cannot be used',
    incomplete: 'This link is incomplete. Open it again from the email, or make a new request.',
    invalid:
      'This link is not valid: it is unknown or has expired. Make a new request and follow its link within 7 days.',
    newRequest: 'Make a new request',
    failed: 'The request could not be confirmed. Please try again in a moment.',
    accessTitle: 'What we hold about you',
    accessFor: 'The records we hold about {email}, by kind:',
    accessNone: 'We hold nothing about this address.',
    records: '{count} records',
    oneRecord: '1 record',
    download:
      'Download a copy with every record, as JSON (for programs) or CSV (for spreadsheets). This link downloads it until {date}.',
    downloadJson: 'Download JSON',
    downloadCsv: 'Download CSV',
    downloading: 'Downloading…',
    downloadFailed: 'The download failed',
    erasureTitle: 'Your data is erased',
    erased: 'What we erased',
    erasedNone: 'We held nothing about this address to erase.',
    kept: 'What we keep, and why',
    keptNone: 'Nothing.',
    openTitle: 'Your request is confirmed',
    open: 'An administrator answers it by {date} and writes to this address.',
    declinedTitle: 'Your request was declined',
    declined: 'We wrote to this address to say why. Reply to that email if you disagree.',
  },
} as const;
