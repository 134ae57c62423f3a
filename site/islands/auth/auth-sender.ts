/**
 * The end of a sign-in for the islands (docs/product.md#accounts): the second step of a login
 * (docs/decisions.md §99), an invitation and an operator's set-up link. It keeps the token,
 * carries the 'Success' toast (by default the login's) and goes to a safe `next` path or the
 * dashboard. The login and register pages, which use no framework, send with
 * `site/lib/html-form/sign-in-sender.ts` (docs/decisions.md §350).
 *
 * @example completeSignIn(await apiRequest<AuthResponse>('/api/auth/second-step', { body: data }));
 */
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import type { ToastMessage } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { finishSignIn } from '#site/lib/sign-in.ts';

export { nextPath } from '#site/lib/sign-in.ts';

export function completeSignIn(answer: AuthResponse, success?: ToastMessage): void {
  const t = dictionary().account;
  finishSignIn(answer, success ?? { title: t.success, description: t.loggedIn });
}
