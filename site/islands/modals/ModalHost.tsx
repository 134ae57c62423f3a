/**
 * Renders the modal the controller asks for. Each modal is its own component, loaded lazily;
 * the lead-capture forms fill them in.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { $modal, closeModal, type ModalName } from '#site/lib/modal-store.ts';
import type { ModalProps } from './modal-props.ts';

type LazyModal = React.LazyExoticComponent<(props: ModalProps) => React.ReactNode>;

/** Register each modal here: `waitlist: lazy(() => import('./WaitlistModal.tsx'))`. */
const modals: Partial<Record<ModalName, LazyModal>> = {
  waitlist: lazy(() => import('./WaitlistModal.tsx')),
  'one-pager': lazy(() => import('./OnePagerModal.tsx')),
  plan: lazy(() => import('./PlanModal.tsx')),
  demo: lazy(() => import('./DemoModal.tsx')),
};

export function ModalHost() {
  const request = useStore($modal);
  const Modal = request ? modals[request.name] : undefined;
  if (!request || !Modal) return null;
  const close = () => {
    closeModal();
    // Radix restores focus only to a Dialog.Trigger, and we open from anywhere: give it back
    // to the opener once the dialog (and its focus trap) has unmounted.
    const opener = request.returnFocus;
    if (opener) requestAnimationFrame(() => setTimeout(() => opener.isConnected && opener.focus(), 0));
  };
  return (
    // While the modal's chunk loads, screen readers hear that something is coming (the visible
    // page does not change until the dialog opens).
    <Suspense
      fallback={
        <p role="status" className="sr-only">
          {dictionary().dialog.loading}
        </p>
      }
    >
      <Modal open onClose={close} plan={request.plan} />
    </Suspense>
  );
}
