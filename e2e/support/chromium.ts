/**
 * The system Chromium every browser run uses (tests, PDF and image scripts, Lighthouse):
 * browser downloads are impossible in CI, so CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * Background networking and updates are off: the machine has no network beyond localhost.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
