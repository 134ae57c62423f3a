/**
 * The send strategy of the login and register forms (docs/product.md#accounts): post, store
 * the token (localStorage `token`), carry the 'Success' toast to the next page and go to a
 * safe `next` path or the dashboard. A login that needs a second step goes to /login/verify
 * with the same `next` (docs/decisions.md §99). A failure shows its toast and hands the API's
 * field messages back to the form.
 *
 * @example useForm({ schema: loginRequestSchema, send: authSender('login') })
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { safeNextPath } from '@alpora/shared/safe-next';
import type { AuthResponse, LoginResponse } from '@alpora/shared/schemas/auth';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { Send } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';
import { localizedHref } from '#site/lib/localized-href.ts';

export type AuthKind = 'login' | 'register';

/** The toasts of each form (docs/product.md#texts-and-messages). */
function toastsOf(kind: AuthKind) {
  const t = dictionary().account;
  return kind === 'login'
    ? {
        success: { title: t.success, description: t.loggedIn },
        failure: { title: t.loginFailed, fallback: t.loginFailedFallback },
      }
    : {
        success: { title: t.success, description: t.registered },
        failure: { title: t.registerFailed, fallback: t.registerFailedFallback },
      };
}

export function nextPath(search: string = window.location.search): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

/** Ends a sign-in in the browser: keeps the token, carries the toast, goes to `next`. */
export function completeSignIn(answer: AuthResponse, success = toastsOf('login').success): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
  carryToast(success);
  window.location.assign(nextPath());
}

export function authSender<Data>(kind: AuthKind): Send<Data, undefined> {
  const toasts = toastsOf(kind);
  return async (data) => {
    try {
      // A new account takes the page's language (docs/decisions.md §303).
      const body = kind === 'register' ? { ...data, locale: documentLocale() } : data;
      const answer = await apiRequest<LoginResponse>(`/api/auth/${kind}`, { body });
      if ('secondStep' in answer) {
        window.location.assign(localizedHref(`/login/verify?next=${encodeURIComponent(nextPath())}`));
      } else {
        completeSignIn(answer, toasts.success);
      }
      return { ok: true, done: undefined };
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      toast({
        title: toasts.failure.title,
        description: refusalText(error, toasts.failure.fallback),
        variant: 'destructive',
      });
      return { ok: false, fields: apiError?.fields ?? {}, fallback: 'editing' };
    }
  };
}
