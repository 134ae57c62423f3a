/**
 * Toasts on Radix (docs/product.md#texts-and-messages, #interface-timings): one visible at a
 * time (a new toast replaces the current one), 5000 ms, swipe right past 50 px to dismiss, F8
 * focuses the viewport. Any island calls `toast()`; the island renders `<Toaster />` once.
 *
 * @example toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' })
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Toast as Radix } from 'radix-ui';
import { useEffect } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { CloseIcon } from './CloseIcon.tsx';
import { takeCarriedToast } from './carried-toast.ts';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}

const $toast = atom<ShownToast | null>(null);
let nextId = 1;

export function toast(message: ToastMessage): void {
  $toast.set({ ...message, id: nextId++, open: true });
}

const variants = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-negative bg-negative text-white',
} as const;

export function Toaster() {
  const current = useStore($toast);
  const t = dictionary().account;
  // A toast carried over from the page before (a login's 'Success') shows once on arrival.
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, []);
  const close = (open: boolean) => {
    if (!open && current) $toast.set({ ...current, open: false });
  };
  return (
    <Radix.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t.notification}
    >
      {current ? (
        <Radix.Root
          key={current.id}
          open={current.open}
          onOpenChange={close}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 motion-safe:transition-[transform,opacity] ${variants[current.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Radix.Title className="text-sm font-semibold">{current.title}</Radix.Title>
            {current.description ? (
              <Radix.Description className="text-sm opacity-90">{current.description}</Radix.Description>
            ) : null}
          </div>
          <Radix.Close
            aria-label={t.closeToast}
            className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <CloseIcon size={14} strokeWidth={2.5} />
          </Radix.Close>
        </Radix.Root>
      ) : null}
      <Radix.Viewport
        hotkey={['F8']}
        label={t.notifications}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Radix.Provider>
  );
}
