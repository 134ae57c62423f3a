/**
 * The English words of the account mails (docs/decisions.md §91–§93): verifying an address,
 * resetting a password, the notice that a password changed, and the notice that someone tried
 * to open an account with an address that has one. Spread into `en.ts`, so a template reads them
 * from `texts` like any other.
 *
 * @example en.verifyEmail.subject // "Confirm your email address for Alpora"
 */
export const accountReason = 'You get this email because this address belongs to an Alpora account.';

export const accountMailTexts = {
  verifyEmail: {
    subject: 'Confirm your email address for Alpora',
    preview: 'One click proves this address is yours.',
    heading: 'Confirm your email address',
    // Repeats nothing the registering person typed: anyone can register with someone else's address.
    body: 'An Alpora account was opened with this address. Please confirm that the address is yours: only a confirmed address can receive a password reset link.',
    button: 'Confirm email address',
    linkIntro: 'If the button does not work, open this link:',
    validity: (days: number) => `The link is valid for ${days} days.`,
    ignore: 'If you did not open an Alpora account, ignore this email: the address stays unconfirmed.',
    reason: 'You get this email because this address was entered to open an account on the Alpora website.',
  },
  passwordReset: {
    subject: 'Reset your Alpora password',
    preview: 'A link to choose a new password.',
    heading: 'Choose a new password',
    body: (username: string) =>
      `Someone, hopefully you, asked to reset the password of the Alpora account ${username}. Choose a new one with the button below.`,
    button: 'Choose a new password',
    linkIntro: 'If the button does not work, open this link:',
    validity: (minutes: number) =>
      `The link works once, for ${minutes} minutes. Resetting signs out every session of the account.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    reason: accountReason,
  },
  passwordChanged: {
    subject: 'Your Alpora password was changed',
    preview: 'If this was not you, reset your password now.',
    heading: 'Your password was changed',
    body: {
      changed: (username: string, at: string) =>
        `The password of the Alpora account ${username} was changed on ${at} from the account page.`,
      reset: (username: string, at: string) =>
        `The password of the Alpora account ${username} was reset on ${at} with a link we mailed to this address. Every session was signed out.`,
    },
    notYou: 'If this was not you, reset your password at once and check the security log on your account page:',
    button: 'Reset my password',
    reason: accountReason,
  },
  accountExists: {
    subject: 'Someone tried to open an Alpora account with your address',
    preview: 'Your account is unchanged.',
    heading: 'An account with this address already exists',
    body: 'Someone just tried to open a new Alpora account with this email address. This address already belongs to an account, so no second one was opened and your account is unchanged.',
    ifYou: 'If it was you, sign in to your existing account, or reset your password if you forgot it.',
    signIn: 'Sign in',
    forgot: 'Forgot your password? Choose a new one here:',
    ifNotYou: 'If it was not you, you need to do nothing.',
    reason: accountReason,
  },
};
