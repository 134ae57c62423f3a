/**
 * Who is signed in (docs/product.md#dashboard: loading while identity loads, then redirect if unauthenticated;
 * docs/product.md#api: `me` answers null on 401, no retry). Logout revokes the session on the server,
 * removes the stored token and goes to /login; when the server cannot be reached it says so.
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import type { MeResponse, User } from '@alpora/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { localizedHref } from '#site/lib/localized-href.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  | { status: 'error'; message: string };

const forgetToken = () => writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);

/** The signed-in user; without one, the browser goes to /login and comes back to `returnTo`. */
export function useSession(returnTo = '/dashboard'): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest<MeResponse | null>('/api/auth/me', { nullOn401: true })
      .then((me) => {
        if (!live) return;
        if (me) {
          setState({ status: 'signed-in', user: me.user });
          return;
        }
        forgetToken();
        window.location.replace(localizedHref(`/login?next=${encodeURIComponent(returnTo)}`));
      })
      .catch((error: unknown) => live && setState({ status: 'error', message: String(error) }));
    return () => {
      live = false;
    };
  }, [returnTo]);
  return state;
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // 401: the session had already ended, so the user is logged out. Anything else (offline,
    // a server error) leaves the session alive on the server: forgetting the token here would
    // claim a logout that did not happen, so the user stays and can try again.
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      const t = dictionary().dashboard;
      toast({ title: t.logoutFailed, description: t.logoutFailedDetail, variant: 'destructive' });
      return;
    }
  }
  forgetToken();
  window.location.assign(localizedHref('/login'));
}

export { displayName } from '#site/lib/signed-in-user.ts';
