/**
 * Who is signed in (SPEC 4: loading while identity loads, then redirect if unauthenticated;
 * SPEC 7: `me` answers null on 401, no retry). Logout revokes the session on the server,
 * removes the stored token and goes to /login.
 */
import { apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import type { MeResponse, User } from '@alpora/shared/schemas/auth';
import { useEffect, useState } from 'react';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  | { status: 'error'; message: string };

const forgetToken = () => writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);

export function useSession(): SessionState {
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
        window.location.replace(`/login?next=${encodeURIComponent('/dashboard')}`);
      })
      .catch((error: unknown) => live && setState({ status: 'error', message: String(error) }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch {
    // Already expired or offline: the local token goes anyway, and the session expires on its own.
  }
  forgetToken();
  window.location.assign('/login');
}

export function displayName(user: User): string {
  return user.firstName?.trim() || user.username;
}
