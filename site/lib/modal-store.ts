/**
 * Which modal is open (docs/product.md#modals): the names, the request and the store. It
 * imports nothing from the modals themselves, so the controller (`modals.ts`), the host and
 * the modals all depend on it and never on each other in a circle.
 */
import { atom } from 'nanostores';

export type ModalName = 'waitlist' | 'one-pager' | 'demo' | 'plan';

export interface ModalRequest {
  name: ModalName;
  /** The plan chosen on the pricing card, for the plan sign-up modal. */
  plan?: string;
  /** The element to give focus back to when the modal closes. */
  returnFocus?: HTMLElement | null;
}

export const $modal = atom<ModalRequest | null>(null);

export function closeModal(): void {
  $modal.set(null);
}

const MODAL_NAMES: readonly string[] = ['waitlist', 'one-pager', 'demo', 'plan'] satisfies ModalName[];

export function isModalName(value: string | undefined): value is ModalName {
  return value !== undefined && MODAL_NAMES.includes(value);
}
