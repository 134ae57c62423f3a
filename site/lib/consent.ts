/** The visitor's cookie choice (docs/product.md#header-and-footer): unset, 'true' (accepted) or 'false' (declined). */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';

type ConsentChoice = 'true' | 'false' | null;

const local = () => localStorage;

export function consentChoice(): ConsentChoice {
  const value = readStorage(local, STORAGE_KEYS.cookieConsent);
  return value === 'true' || value === 'false' ? value : null;
}

export function saveConsent(accepted: boolean): void {
  writeStorage(local, STORAGE_KEYS.cookieConsent, String(accepted));
}
