/**
 * The fingerprint of the built /one-pager's text, which the printed PDF carries in its keywords
 * (`content-sha256:<hex>`). A test compares the two, so a content change that was not printed
 * again fails the suite instead of leaving a stale PDF with old figures for download.
 *
 * @example onePagerFingerprint() // "content-sha256:3f2a…"
 */
import { createHash } from 'node:crypto';
import { builtPageText } from './built-page.ts';

const PREFIX = 'content-sha256:';

export function onePagerFingerprint(): string {
  const text = builtPageText('one-pager');
  if (text === '') throw new Error('/one-pager is not built: run the build first.');
  return PREFIX + createHash('sha256').update(text).digest('hex');
}

/** The fingerprint among a PDF's keywords, or undefined when it carries none. */
export function fingerprintIn(keywords: string | undefined): string | undefined {
  return keywords?.split(/[\s,;]+/).find((keyword) => keyword.startsWith(PREFIX));
}
