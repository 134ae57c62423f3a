/**
 * The proof a sensitive change on /account asks for (docs/decisions.md §109, §114, §117): the
 * current password, or for an account without one (opened by single sign-on) a recent
 * sign-in; and, after a change to how the account signs in, the offer to end the other sessions.
 */
export const recentProof = {
  recentProof: {
    currentPassword: 'Current password',
    currentPasswordHint: 'To make sure it is you.',
    bySignIn: 'Your account signs in through your organisation; a sign-in in the last 15 minutes confirms this change.', // claim: recent-sign-in
    noPassword: 'Your account signs in through your organisation, so it has no password to change here.',
    endOtherSessions: 'Sign out of my other sessions',
    endOtherSessionsHint: 'Ends every other browser signed in to your account. This one stays signed in.',
    cancel: 'Cancel',
    working: 'Please wait…',
  },
} as const;
