/**
 * The send strategy of the login and register forms, which use no framework
 * (docs/decisions.md §350). Post; on success keep the
 * token, carry the 'Success' toast and go to a safe `next` (or to the second step of a login,
 * keeping `next`, docs/decisions.md §99); on failure a destructive toast, and the API's field
 * messages back to the form. A new account takes the page's language (docs/decisions.md §303).
 *
 * @example enhanceForm(form, { schema: loginRequestSchema, send: signInSender('login', texts, toaster) });
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { DEFAULT_LOCALE } from '@alpora/shared/locales';
import type { LoginResponse } from '@alpora/shared/schemas/auth';
import type { ToastMessage } from '#site/components/ui/Toast.tsx';
import { documentLocale } from '#site/lib/document-locale.ts';
import { finishSignIn, nextPath } from '#site/lib/sign-in.ts';
import type { HtmlSendOutcome } from './html-form.ts';
import { refusalSentence } from './refusal.ts';
import type { Toaster } from './toaster.ts';

export type SignInKind = 'login' | 'register';

/** The toasts' words, in the page's language, from the server-rendered page. */
export interface SignInTexts {
  success: ToastMessage;
  failure: { title: string; fallback: string };
}

export function signInSender<Data extends object>(kind: SignInKind, texts: SignInTexts, toaster: Toaster) {
  return async (data: Data): Promise<HtmlSendOutcome<undefined>> => {
    try {
      const body = kind === 'register' ? { ...data, locale: documentLocale() } : data;
      const answer = await apiRequest<LoginResponse>(`/api/auth/${kind}`, { body });
      if ('secondStep' in answer) {
        // The route table loads only for the accounts that take this step.
        const { hrefInLocale } = await import('#site/lib/href-in-locale.ts');
        const verify = `/login/verify?next=${encodeURIComponent(nextPath())}`;
        window.location.assign(hrefInLocale(verify, documentLocale() ?? DEFAULT_LOCALE));
      } else {
        finishSignIn(answer, texts.success);
      }
      return { ok: true, done: undefined };
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      const description = await refusalSentence(error, texts.failure.fallback);
      toaster.show({ title: texts.failure.title, description, variant: 'destructive' });
      return { ok: false, fields: apiError?.fields ?? {} };
    }
  };
}
