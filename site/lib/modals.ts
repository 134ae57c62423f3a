/**
 * The one modal controller (SPEC 2 Modals). Anything on a page opens a modal through
 * `openModal()`, or declaratively with `data-open-modal="waitlist"` (plus `data-plan` for the
 * plan sign-up). The React modal host is loaded on the first request only, so a page pays
 * for React when a visitor asks for a form, not before.
 */
import { atom } from 'nanostores';

export type ModalName = 'waitlist' | 'one-pager' | 'demo' | 'plan';

interface ModalRequest {
  name: ModalName;
  /** The plan chosen on the pricing card, for the plan sign-up modal. */
  plan?: string;
  /** The element to give focus back to when the modal closes. */
  returnFocus?: HTMLElement | null;
}

export const $modal = atom<ModalRequest | null>(null);

let hostLoading: Promise<void> | undefined;

function loadHost(): Promise<void> {
  hostLoading ??= import('../islands/modals/mount.tsx').then(({ mountModalHost }) => mountModalHost());
  return hostLoading;
}

export async function openModal(request: ModalRequest): Promise<void> {
  await loadHost();
  $modal.set(request);
}

export function closeModal(): void {
  $modal.set(null);
}

const MODAL_NAMES: readonly string[] = ['waitlist', 'one-pager', 'demo', 'plan'] satisfies ModalName[];

export function isModalName(value: string | undefined): value is ModalName {
  return value !== undefined && MODAL_NAMES.includes(value);
}
