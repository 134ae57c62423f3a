/**
 * A toast that outlives a navigation: the login and register forms leave the page the moment
 * they succeed, so their 'Success' toast is written to sessionStorage and shown by the next
 * page's Toaster (docs/product.md#texts-and-messages). A carried toast older than a minute is
 * dropped, so it never greets a visitor much later.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import type { ToastMessage } from './Toast.tsx';

const MAX_AGE_MS = 60_000;

export function carryToast(message: ToastMessage, now: number = Date.now()): void {
  writeStorage(() => sessionStorage, STORAGE_KEYS.carriedToast, JSON.stringify({ message, at: now }));
}

/** The carried toast, once: reading it removes it. */
export function takeCarriedToast(now: number = Date.now()): ToastMessage | undefined {
  const stored = readStorage(() => sessionStorage, STORAGE_KEYS.carriedToast);
  if (stored === null) return undefined;
  writeStorage(() => sessionStorage, STORAGE_KEYS.carriedToast, null);
  try {
    const { message, at } = JSON.parse(stored) as { message?: ToastMessage; at?: number };
    const fresh = typeof at === 'number' && now - at >= 0 && now - at < MAX_AGE_MS;
    return fresh && typeof message?.title === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
