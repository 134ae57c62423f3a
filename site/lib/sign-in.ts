/**
 * The end of every sign-in in the browser, with no framework (docs/product.md#accounts): keep
 * the token (localStorage `token`), carry the 'Success' toast to the next page and go to a safe
 * `next` path or the dashboard. The React islands (`auth-sender.ts`) and the login page's
 * script share it.
 *
 * @example finishSignIn(answer, { title: 'Success', description: 'Logged in successfully' })
 */
import { TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { safeNextPath } from '@alpora/shared/safe-next';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import type { ToastMessage } from '#site/components/ui/Toast.tsx';

export function nextPath(search: string = window.location.search): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

export function finishSignIn(answer: AuthResponse, success: ToastMessage): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
  carryToast(success);
  window.location.assign(nextPath());
}
