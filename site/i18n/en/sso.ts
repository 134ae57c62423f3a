/** Single sign-on on the login page and its session page (docs/decisions.md §105–§108). */
import type { SsoErrorCode } from '@alpora/shared/schemas/sso';

const errors = {
  not_configured: 'Single sign-on is not set up on this site. Log in with your username and password.',
  provider_unavailable:
    "Your organisation's sign-in service cannot be reached right now. Try again in a moment, or log in with your password.",
  denied: "The sign-in was cancelled or refused at your organisation's sign-in service.",
  expired: 'This sign-in took too long or was already used. Start it again.',
  invalid_response:
    "We could not confirm the answer of your organisation's sign-in service, so nobody was signed in. Start again.",
  email_missing:
    "Your organisation's sign-in service did not share your email address, which an account needs. Ask your administrator.",
  email_unverified:
    "An account with your email address exists, and your organisation's sign-in service has not confirmed the address is yours. Log in with your password instead.",
  account_unverified:
    'An account with your email address exists, but its address was never confirmed, so single sign-on cannot use it. Log in to that account and confirm the address from the mail we sent, or reset its password; then single sign-on works.',
  second_factor_required: 'Staff accounts sign in with a second factor. Ask an administrator to set one up for you.',
  account_suspended: 'This account is suspended. Contact hello@alpora.ch to ask why and how to get access back.',
} as const satisfies Record<SsoErrorCode, string>;

export const sso = {
  sso: {
    or: 'or',
    errorTitle: 'Single sign-on did not work',
    errors,
    unknownError: 'Single sign-on did not work. Start again, or log in with your password.',
    completeTitle: 'Single sign-on',
    completeIntro: 'The last step of signing in through your organisation.',
    completeFailed: 'This sign-in has expired or was already used.',
    completeUnreachable: 'We could not reach the server. Check your connection and start again.',
    backToLogin: 'Back to log in',
  },
} as const;
