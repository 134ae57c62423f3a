/**
 * The English words of the mails that open an account for someone else: a client's invitation
 * of a viewer, and the set-up link of an account an operator created (docs/back-office.md#roles).
 * Spread into `en.ts`, so a template reads them from `texts` like any other.
 *
 * @example en.viewerInvitation.subject('Ada Lovelace') // "Ada Lovelace invited you to read their Alpora dashboard"
 */
export const invitationMailTexts = {
  viewerInvitation: {
    subject: (client: string) => `${client} invited you to read their Alpora dashboard`,
    preview: 'Open a read-only account to see their portfolios.',
    heading: 'You are invited to a dashboard',
    body: (client: string, clientEmail: string) =>
      `${client} (${clientEmail}) invited this address to read their Alpora dashboard: their portfolios, positions and orders. A viewer reads only; it cannot trade or change their settings.`,
    button: 'Accept the invitation',
    linkIntro: 'If the button does not work, open this link:',
    validity: (days: number) =>
      `The link works once, for ${days} days. You choose a username and a password on the page it opens.`,
    ignore: 'If you do not know this person, ignore this email: no account is opened without you.',
    reason: 'You get this email because an Alpora client entered this address to give it read access.',
  },
  accountSetup: {
    subject: 'Set up your Alpora account',
    preview: 'Choose a password to start.',
    heading: 'Your Alpora account is ready to set up',
    body: (username: string) =>
      `An Alpora account with the username ${username} was opened for this address. Choose its password with the button below.`,
    staff:
      'It is a staff account: before the link completes, you also set up an authenticator app, since staff always sign in with a second factor.',
    button: 'Set up my account',
    linkIntro: 'If the button does not work, open this link:',
    validity: (hours: number) =>
      `The link works once, for ${hours} hours. Ask the person who opened it for a new one after that.`,
    reason: 'You get this email because an Alpora operator opened an account for this address.',
  },
};
