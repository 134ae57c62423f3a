/**
 * The fingerprint of a built one-pager's text (/one-pager, /de/one-pager, ...), which the PDF
 * printed from it carries in its keywords (`content-sha256:<hex>`). A test compares the two, so
 * a content change that was not printed again fails the suite instead of leaving a stale PDF
 * with old figures for download.
 *
 * @example onePagerFingerprint('de') // "content-sha256:3f2a…"
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { builtPageText } from './built-page.ts';
import { onePagerRoute } from './one-pager-locales.ts';

const PREFIX = 'content-sha256:';

export function onePagerFingerprint(locale: Locale = DEFAULT_LOCALE): string {
  const route = onePagerRoute(locale);
  const text = builtPageText(route);
  if (text === '') throw new Error(`/${route} is not built: run the build first.`);
  return PREFIX + createHash('sha256').update(text).digest('hex');
}

/** The fingerprint among a PDF's keywords, or undefined when it carries none. */
export function fingerprintIn(keywords: string | undefined): string | undefined {
  return keywords?.split(/[\s,;]+/).find((keyword) => keyword.startsWith(PREFIX));
}
