/**
 * A user agent in the words an owner recognises (docs/decisions.md §109): "Chrome 140 on macOS",
 * "Safari 17 on iOS". A client no browser list knows (an API client, a script) is named by its
 * first product token, "curl/8.5.0"; null when there is no user agent at all.
 *
 * @example describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0') // 'Firefox 133 on Linux'
 */
import Bowser from 'bowser';

/** The longest name of an unknown client kept, so a crafted user agent cannot fill a page. */
const PRODUCT_CHARS = 40;

export function describeDevice(userAgent: string | null): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const { browser, os } = Bowser.parse(agent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : undefined;
  if (name && os.name) return `${name} on ${os.name}`;
  if (name) return name;
  const product = agent.split(/\s/)[0]?.slice(0, PRODUCT_CHARS) ?? agent;
  return os.name ? `${product} on ${os.name}` : product;
}
