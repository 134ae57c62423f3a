/**
 * Renders the modal the controller asks for. Each modal is its own component, loaded lazily;
 * the lead-capture forms fill them in.
 */
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { $modal, closeModal, type ModalName } from '../../lib/modals.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  plan?: string | undefined;
}

type LazyModal = React.LazyExoticComponent<(props: ModalProps) => React.ReactNode>;

/** Register each modal here: `waitlist: lazy(() => import('./WaitlistModal.tsx'))`. */
const modals: Partial<Record<ModalName, LazyModal>> = {};

export function ModalHost() {
  const request = useStore($modal);
  const Modal = request ? modals[request.name] : undefined;
  if (!request || !Modal) return null;
  const close = () => {
    closeModal();
    request.returnFocus?.focus();
  };
  return (
    <Suspense fallback={null}>
      <Modal open onClose={close} plan={request.plan} />
    </Suspense>
  );
}
