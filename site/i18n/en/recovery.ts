/**
 * Email verification, forgotten and changed passwords (docs/decisions.md §90–§93): the pages
 * /verify-email, /forgot-password and /reset-password, the reminder on the dashboard, and the
 * Email and Password sections of /account.
 */
export const recovery = {
  recovery: {
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Forgot your password?',
    forgotIntro:
      'Enter the email address of your account. If an account with this verified address exists, we send it a link to choose a new password. Unverified addresses get no link.',
    email: 'Email',
    sendLink: 'Send the link',
    sending: 'Sending…',
    sentTitle: 'Check your inbox',
    /** The answer to every reset request, known address or not (docs/decisions.md §92, §326). */
    sent: (minutes: number) =>
      `If an account with this verified email address exists, we have sent it a link to choose a new password. The link works for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    backToLogin: 'Back to log in',
    resetTitle: 'Choose a new password',
    resetIntro: 'The new password replaces the old one and signs you out everywhere. Then you log in with it.',
    newPassword: 'New password',
    setPassword: 'Set the new password',
    resetDoneTitle: 'Password set',
    resetDone: 'Your password is set and every session was signed out. Log in with the new password.',
    toLogin: 'Log in',
    linkProblemTitle: 'This link cannot be used',
    linkIncomplete: 'This link is incomplete. Open it again from the email, or ask for a new one.',
    linkInvalid: 'This link is not valid: it is unknown, was used already, or has expired.',
    newLink: 'Ask for a new link',
    failed: 'Something went wrong',
    failedFallback: 'Please try again in a moment.',
    verifyTitle: 'Confirm your email address',
    verifyIntro: 'Press the button to confirm that this address belongs to your Alpora account.',
    verifyButton: 'Confirm email address',
    verifying: 'Confirming…',
    verifiedTitle: 'Email address confirmed',
    verified: 'Your email address is confirmed. You can now reset your password by email if you ever forget it.',
    toDashboard: 'Go to the dashboard',
    reminder:
      'Please confirm your email address {email}: we sent you a link. Until then we cannot mail you a password reset link.',
    resend: 'Send the link again',
    resent: 'Sent',
    resentTo: 'We sent a new verification link to {email}.',
    emailTitle: 'Email address',
    emailIntro: 'Where we send account mail: password reset links and security notices.',
    emailVerified: 'Verified',
    emailUnverified: 'Not verified',
    passwordTitle: 'Password',
    passwordIntro: 'Change the password you sign in with. We mail you when it changes.',
    currentPassword: 'Current password',
    endOtherSessions: 'Sign out my other sessions',
    endOtherSessionsHint: 'Recommended if you think someone else knows your password. This session stays signed in.',
    changePassword: 'Change password',
    changed: 'Password changed',
    changedEnded: 'Password changed. Other sessions signed out: {count}.',
    changeFailed: 'Password not changed',
  },
} as const;
