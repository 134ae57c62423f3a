/**
 * Whether this visitor has joined the waitlist in this browser session (docs/product.md#modals): a
 * sessionStorage flag, announced to every listener on the page when it changes.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';

const WAITLIST_JOINED_EVENT = 'alpora:waitlist-joined';

const session = () => sessionStorage;

export function hasJoinedWaitlist(): boolean {
  return readStorage(session, STORAGE_KEYS.waitlistJoined) === 'true';
}

export function markWaitlistJoined(): void {
  writeStorage(session, STORAGE_KEYS.waitlistJoined, 'true');
  window.dispatchEvent(new CustomEvent(WAITLIST_JOINED_EVENT));
}

/** Calls `listener` now and whenever the visitor joins. */
export function onWaitlistJoined(listener: (joined: boolean) => void): void {
  listener(hasJoinedWaitlist());
  window.addEventListener(WAITLIST_JOINED_EVENT, () => listener(true));
}

/**
 * Every waitlist button on the page (`data-waitlist-button`, with its joined label in
 * `data-label-joined`) reads that label once the visitor has joined; clicking it then opens
 * the joined state, not an empty form (docs/decisions.md §46).
 */
export function labelWaitlistButtons(root: ParentNode = document): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('[data-waitlist-button]')];
  for (const button of buttons) button.dataset.labelJoin ??= button.textContent?.trim() ?? '';
  onWaitlistJoined((joined) => {
    for (const button of buttons) {
      button.textContent = (joined ? button.dataset.labelJoined : button.dataset.labelJoin) ?? '';
    }
  });
}
