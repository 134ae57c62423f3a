/**
 * The English words of the mails that tell an owner their account was suspended or reinstated
 * (docs/back-office.md#users, docs/decisions.md §185): what happened and when, that every
 * session ended, and whom to write to. Spread into `en.ts`. The staff member's reason is not
 * among them: it is an internal note (§185).
 *
 * @example en.accountSuspended.subject // "Your Alpora account is suspended"
 */
import { accountReason } from './en-account.ts';

export const suspensionMailTexts = {
  accountSuspended: {
    subject: 'Your Alpora account is suspended',
    preview: 'Every session ended, and nobody can sign in to the account until it is reinstated.',
    heading: 'Your account is suspended',
    body: (username: string, at: string) =>
      `We suspended the Alpora account ${username} on ${at}. Every session of the account ended at once, and nobody can sign in to it, by any method, until we reinstate it. Its data stays as it is.`,
    contact: 'To ask why and how to get access back, write to',
    reason: accountReason,
  },
  accountReinstated: {
    subject: 'Your Alpora account is reinstated',
    preview: 'You can sign in again as before.',
    heading: 'Your account is reinstated',
    body: (username: string, at: string) =>
      `We lifted the suspension of the Alpora account ${username} on ${at}. You can sign in again as before: nothing about how you sign in has changed.`,
    button: 'Sign in',
    contact: 'Questions about the suspension? Write to',
    reason: accountReason,
  },
};
