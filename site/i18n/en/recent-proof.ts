/**
 * What the forms of sensitive changes on /account say to an account without a password (opened
 * by single sign-on): it proves itself by a recent sign-in, not by a password it does not have
 * (docs/decisions.md §114, §117).
 */
export const recentProof = {
  recentProof: {
    bySignIn: 'Your account signs in through your organisation; a sign-in in the last 15 minutes confirms this change.',
    noPassword: 'Your account signs in through your organisation, so it has no password to change here.',
  },
} as const;
