/**
 * The pages our emails link to (docs/product.md#routes): confirm an address, unsubscribe, and
 * where the server sends the browser afterwards (docs/decisions.md §77).
 */
export const email = {
  emailPages: {
    confirm: {
      title: 'Confirm your email address',
      description: 'Confirm that this email address is yours, so we can send you the updates you asked for.',
      text: 'Confirm that this address is yours: only then do we send you the updates you asked for.',
      button: 'Confirm my email address',
      /** Read on the button while the confirmation is on its way. */
      confirming: 'Confirming…',
      incomplete:
        'This link is incomplete: its code is missing. Open the link in our email again, or copy the whole address from the email into your browser.',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      description: 'Stop the emails this link came with.',
      text: 'Stop the emails this link came with. Nothing else changes, and you can subscribe again at any time.',
      button: 'Unsubscribe',
    },
    confirmedUpdates: {
      title: 'Your email address is confirmed',
      description: 'Your email address is confirmed for product updates.',
      text: 'We will send you product updates and news on early access. Every email has a link to unsubscribe with one click.',
    },
    confirmedStatus: {
      title: 'You are subscribed to status updates',
      description: 'Your email address is confirmed for status updates.',
      text: 'We will email you when we open, update or resolve an incident. Every email has a link to unsubscribe with one click.',
    },
    unsubscribedUpdates: {
      title: 'You are unsubscribed from product updates',
      description: 'Product updates are no longer sent to this email address.',
      text: 'We send you no more product updates. Answers to a request you send us still reach you.',
    },
    unsubscribedStatus: {
      title: 'You are unsubscribed from status updates',
      description: 'Status updates are no longer sent to this email address.',
      text: 'We send you no more incident emails. The status page and its incident feed stay open to you.',
    },
    linkInvalid: {
      title: 'This link no longer works',
      description: 'The link from our email has expired or was already used.',
      text: 'A confirmation link in our emails works once and expires after 7 days. If you already used this one, there is nothing more to do.',
      updates:
        'For product updates, tick “Send me product updates by email” when you join the waitlist, choose a plan or ask for the one-pager, with the same address: we email you a new link.',
      status: 'For status updates, subscribe again on the status page.',
    },
    /** Where each result page leads on. */
    toStatus: 'Go to the status page',
    toHome: 'Back to Home',
  },
} as const;
