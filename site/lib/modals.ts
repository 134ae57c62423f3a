/**
 * The one modal controller (docs/product.md#modals). Anything on a page opens a modal through
 * `openModal()`, or declaratively with `data-open-modal="waitlist"` (plus `data-plan` for the
 * plan sign-up). The React modal host is loaded on the first request only, so a page pays
 * for React when a visitor asks for a form, not before. The state lives in `modal-store.ts`.
 */
import { $modal, type ModalRequest } from './modal-store.ts';

export { closeModal, isModalName, type ModalName, type ModalRequest } from './modal-store.ts';

let hostLoading: Promise<void> | undefined;

function loadHost(): Promise<void> {
  hostLoading ??= import('#site/islands/modals/mount.tsx').then(({ mountModalHost }) => mountModalHost());
  return hostLoading;
}

export async function openModal(request: ModalRequest): Promise<void> {
  await loadHost();
  $modal.set(request);
}
