/**
 * Viewers and set-up links (docs/back-office.md#roles): the Viewers section of /account, the
 * /invitation page a viewer's link opens, the /set-up-account page of an account an operator
 * opened, and the dashboard's banner for a viewer.
 */
export const viewers = {
  viewers: {
    title: 'Viewers',
    intro:
      'Let an advisor or auditor read your dashboard: they get an account of their own that sees your portfolios, positions and orders, and can change nothing.',
    email: 'Their email address',
    invite: 'Send invitation',
    inviting: 'Sending…',
    invited: 'Invitation sent',
    invitedDetail: 'We mailed a link to {email}. It works once, for 7 days.',
    inviteFailed: 'The invitation was not sent',
    listLabel: 'Your viewers and invitations',
    none: 'No viewers yet.',
    loading: 'Loading viewers…',
    loadFailed: 'Your viewers could not be loaded: {message}',
    pending: 'Invited',
    active: 'Viewer',
    pendingDetail: 'Invited {invited}; the link works until {expires}.',
    activeDetail: '{username}, joined {joined}',
    remove: 'Remove',
    removeLabel: 'Remove {email}',
    withdrawLabel: 'Remove the invitation of {email}',
    removed: 'Removed',
    removedDetail: '{email} can no longer read your dashboard.',
    removeFailed: 'This could not be removed',
    limit: 'At most {limit} viewers and invitations.',
    unverified: 'Verify your email address first: the invitation names it, so the person can tell who asked.',
    invitationTitle: 'You are invited to read a dashboard',
    invitationIntro:
      'Open a read-only account: it sees the portfolios, positions and orders of the person who invited you, and can change nothing.',
    invitationFrom: '{name} ({email}) invited {invitee}.',
    invitationLoading: 'Checking the invitation…',
    username: 'Username',
    password: 'Password',
    join: 'Open my viewer account',
    joining: 'Opening…',
    joinFailed: 'The account was not opened',
    invitationProblem:
      'This invitation is not valid: it is unknown, was used already, has expired or was withdrawn. Ask the person who invited you for a new one.',
    toHome: 'Go to the home page',
    setupReady: 'Your account is ready',
    bannerTitle: "Read-only view of {name}'s dashboard",
    bannerText: 'You can read everything here and change nothing. Your own sign-in settings are on your account page.',
    setupTitle: 'Set up your account',
    setupIntro: 'Choose the password of your Alpora account. The link works once.',
    setupLoading: 'Checking the link…',
    setupFor: 'Account {username} ({email})',
    setupStaff:
      'Staff always sign in with a second factor: set up an authenticator app now, before the link completes.',
    setupCode: 'Code from the app',
    setupSubmit: 'Set up my account',
    setupSubmitting: 'Setting up…',
    setupFailed: 'The account was not set up',
    setupProblem: 'This set-up link is not valid: it is unknown, was used already, or has expired. Ask for a new one.',
  },
} as const;
