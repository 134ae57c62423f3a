/**
 * What a page says when the API refuses: on an English page, the API's own message (it may name
 * more, such as the cohort or the exact wait); on a page in another language, the dictionary's
 * words for the refusal's error code, with the Retry-After wait in that language; and the
 * island's own fallback for a code the dictionary does not know or a failure with no answer
 * (docs/decisions.md §299). So no German page shows an English sentence from the API.
 *
 * @example toast({ title: t.failed, description: refusalText(error, t.failedFallback), variant: 'destructive' });
 */
import { ApiRequestError } from '@alpora/shared/api-client';
import { currentLocale, dictionary, format } from '#site/i18n/index.ts';
import { retryAfterText } from '#site/i18n/intl.ts';

type Refusals = ReturnType<typeof dictionary>['refusals'];

function isKnownCode(code: string, refusals: Refusals): code is keyof Refusals {
  return Object.hasOwn(refusals, code);
}

/** The dictionary's words for a code, or undefined when it has none. */
export function refusalForCode(code: string | undefined, retryAfterSeconds?: number): string | undefined {
  const refusals = dictionary().refusals;
  if (!code || !isKnownCode(code, refusals)) return undefined;
  if (code === 'rate_limited') {
    return retryAfterSeconds === undefined
      ? refusals.rateLimitedLater
      : format(refusals.rate_limited, { wait: retryAfterText(retryAfterSeconds) });
  }
  return refusals[code];
}

/** The sentence to show for a failed call, in the page's language. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const answer = error.apiError;
  if (!answer) return fallback;
  if (currentLocale() === 'en') return answer.message;
  return refusalForCode(answer.code, error.retryAfterSeconds) ?? fallback;
}
