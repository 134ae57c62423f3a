/**
 * The toasts of the pages without a framework (docs/product.md#texts-and-messages,
 * #interface-timings), as the React islands' Radix toasts behave: one visible at a time (a new
 * toast replaces the current one), 5000 ms (paused while the pointer or focus is on it), swipe
 * right past 50 px or Escape to dismiss, F8 focuses the list; a screen reader hears each toast
 * through a live region. A toast carried over from the page before shows once on arrival.
 *
 * @example const toaster = mountToaster({ label: 'Notifications ({hotkey})', notification: 'Notification', close: 'Close' });
 * toaster.show({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
 */
import { takeCarriedToast } from '#site/components/ui/carried-toast.ts';
import type { ToastMessage } from '#site/components/ui/Toast.tsx';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';
/** How long the live region keeps a toast's words: long enough to be read out once. */
const ANNOUNCE_MS = 1000;

export interface ToasterTexts {
  /** The list's name, `{hotkey}` standing for F8. */
  label: string;
  /** Said before each toast's words. */
  notification: string;
  /** The close button's name. */
  close: string;
}

export interface Toaster {
  show(message: ToastMessage): void;
}

const looks = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-negative bg-negative text-white',
} as const;

const CLOSE_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5"><path d="M6 6l12 12M18 6L6 18"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mountToaster(texts: ToasterTexts): Toaster {
  const region = element('div', '');
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', texts.label.replace('{hotkey}', HOTKEY));
  region.tabIndex = -1;
  const list = element('ol', 'fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none');
  list.tabIndex = -1;
  region.append(list);
  const announcer = element('div', 'sr-only');
  announcer.setAttribute('role', 'status');
  document.body.append(region, announcer);

  let current: HTMLLIElement | null = null;
  let timer: number | undefined;
  let remaining = TOAST_DURATION_MS;
  let startedAt = 0;
  let held = false;

  const close = () => {
    window.clearTimeout(timer);
    current?.remove();
    current = null;
  };
  const run = () => {
    window.clearTimeout(timer);
    startedAt = Date.now();
    timer = window.setTimeout(close, remaining);
  };
  const hold = () => {
    if (held || !current) return;
    held = true;
    window.clearTimeout(timer);
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const release = () => {
    if (!held) return;
    held = false;
    if (current) run();
  };
  list.addEventListener('pointerenter', hold);
  list.addEventListener('pointerleave', release);
  list.addEventListener('focusin', hold);
  list.addEventListener('focusout', (event) => {
    if (!list.contains(event.relatedTarget as Node | null)) release();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === HOTKEY) list.focus();
  });

  const swipeable = (item: HTMLLIElement) => {
    let from: number | null = null;
    item.addEventListener('pointerdown', (event) => {
      from = event.clientX;
    });
    item.addEventListener('pointermove', (event) => {
      if (from !== null) item.style.transform = `translateX(${Math.max(0, event.clientX - from)}px)`;
    });
    item.addEventListener('pointerup', (event) => {
      if (from !== null && event.clientX - from > TOAST_SWIPE_THRESHOLD_PX) close();
      else item.style.transform = '';
      from = null;
    });
  };

  const show = (message: ToastMessage) => {
    close();
    held = false;
    const variant = message.variant ?? 'default';
    const item = element(
      'li',
      `relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg motion-safe:transition-[transform,opacity] ${looks[variant]}`,
    );
    item.tabIndex = 0;
    item.dataset.state = 'open';
    item.style.touchAction = 'none';
    const words = element('div', 'grid gap-1');
    words.append(element('div', 'text-sm font-semibold', message.title));
    if (message.description) words.append(element('div', 'text-sm opacity-90', message.description));
    const closeButton = element(
      'button',
      'absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md opacity-80 hover:opacity-100',
    );
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.innerHTML = CLOSE_ICON;
    closeButton.addEventListener('click', close);
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    swipeable(item);
    item.append(words, closeButton);
    list.append(item);
    current = item;
    remaining = TOAST_DURATION_MS;
    run();
    // A failure interrupts; anything else waits for a pause.
    announcer.setAttribute('aria-live', variant === 'destructive' ? 'assertive' : 'polite');
    announcer.textContent = [texts.notification, message.title, message.description ?? ''].join(' ').trim();
    window.setTimeout(() => {
      announcer.textContent = '';
    }, ANNOUNCE_MS);
  };

  const carried = takeCarriedToast();
  if (carried) show(carried);
  return { show };
}
