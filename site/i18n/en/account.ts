/** The /account page's frame (docs/security.md); each section has its own area file. */
export const account = {
  accountPage: {
    title: 'Account and security',
    intro: 'How you sign in, where you are signed in, and what happened on your account.',
    loading: 'Loading your account…',
    error: 'Your account could not be loaded: {message}',
    signedInAs: 'Signed in as {name}',
    toDashboard: 'Back to the dashboard',
    sectionsLabel: 'Account sections',
  },
} as const;
