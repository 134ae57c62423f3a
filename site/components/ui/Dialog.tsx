/**
 * The project's dialog, on Radix (focus trap, Escape, labelling, focus restore, scroll lock).
 *
 * @example <Dialog open onClose={close} title="Join the waitlist" description="…">…</Dialog>
 */
import { Dialog as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { CloseIcon } from './CloseIcon.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Radix.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Radix.Title className="pr-8 text-xl font-semibold text-ink">{title}</Radix.Title>
          {description ? (
            <Radix.Description className="mt-1 text-sm text-muted">{description}</Radix.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <Radix.Close
            className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-md text-muted hover:bg-wash hover:text-ink"
            aria-label={dictionary().dialog.close}
          >
            <CloseIcon size={18} strokeWidth={2} />
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
