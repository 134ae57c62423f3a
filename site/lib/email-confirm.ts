/**
 * The token of the /email/confirm link (docs/decisions.md §77). The page confirms nothing by
 * itself, not even where scripts run: link scanners open mail links in headless browsers, and
 * receiving a mail is not consenting. Its script only tells a link that lost its token (say
 * "incomplete" instead of offering a button that cannot work) and marks the button busy while
 * the person's press is on its way.
 *
 * @example if (!linkToken(location.search)) showIncomplete();
 */

/** The token of a link from our emails, or null when the link reached us without one. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
