/** Mounts the modal host once, into its own container at the end of the body. */
import { createRoot } from 'react-dom/client';
import { ModalHost } from './ModalHost.tsx';

let mounted = false;

export function mountModalHost(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'modal-root';
  document.body.append(container);
  createRoot(container).render(<ModalHost />);
}
