/** The shell every page shares: skip link, navigation, footer, dialogs, cookie notice, 404 (docs/product.md#header-and-footer). */
export const shell = {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    /** The phone menu repeats the main links; its own name tells the two landmarks apart. */
    mobileLabel: 'Main (mobile)',
    home: 'Home',
    solutions: 'Solutions',
    features: 'Features',
    security: 'Security',
    contact: 'Contact',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The name of the header link to the dashboard of the signed-in user. */
    account: '{name}, your dashboard',
    /** The header link to /account, the signed-in user's sign-in and sessions. */
    accountSettings: 'Account and security',
  },
  waitlist: { join: 'Join the waitlist', joined: 'On the list ✓' },
  /** Every dialog: the corner button (an icon), and the note read while a modal's code loads. */
  dialog: { close: 'Close', loading: 'Loading…' },
  login: 'Login',
  /** Above a table wider than the screen, while some of its columns are scrolled out of view. */
  scrollHint: 'Scroll sideways for more columns',
  /** The footer's App status badge; the footer's other words are in footer.ts, read at build time only. */
  footer: { appStatus: 'App status' },
  status: { online: 'Online', offline: 'Offline', checking: 'Checking' },
  /** The cookie banner: says exactly what is kept and recorded (docs/privacy.md#consent). */
  cookies: {
    label: 'Cookie consent',
    text: 'We keep your choice in this browser and record it with a random id, without cookies. If you accept, we count page views and a few clicks (for example a sample download) with the campaign of the link you came by — no cookies, no IP address.',
    more: 'Read our Privacy Policy',
    accept: 'Accept',
    decline: 'Decline',
    /** When the footer's Cookie settings reopens the banner: the choice that stands now. */
    current: { accepted: 'You accepted on {date}.', declined: 'You declined on {date}.' },
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Back to Home',
  },
} as const;
