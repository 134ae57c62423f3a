/**
 * The send strategy of the login and register forms (docs/product.md#accounts): post, store
 * the token (localStorage `token`), carry the 'Success' toast to the next page and go to a
 * safe `next` path or the dashboard. A failure shows its toast and hands the API's field
 * messages back to the form.
 *
 * @example useForm({ schema: loginRequestSchema, send: authSender('login') })
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { safeNextPath } from '@alpora/shared/safe-next';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import type { Send } from '#site/islands/forms/use-form.ts';

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

export function authSender<Data>(kind: AuthKind): Send<Data, undefined> {
  const toasts = toastsOf(kind);
  return async (data) => {
    try {
      const answer = await apiRequest<AuthResponse>(`/api/auth/${kind}`, { body: data });
      writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
      carryToast(toasts.success);
      window.location.assign(nextPath());
      return { ok: true, done: undefined };
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      toast({
        title: toasts.failure.title,
        description: apiError?.message ?? toasts.failure.fallback,
        variant: 'destructive',
      });
      return { ok: false, fields: apiError?.fields ?? {}, fallback: 'editing' };
    }
  };
}
