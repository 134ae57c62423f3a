/**
 * What an erasure keeps, and why (docs/privacy.md#requests), with the data map the server
 * reads: the list itself is shared with /privacy/request (@alpora/shared/kept-after-erasure),
 * so the page says beforehand what every answer will say. And what an access answer says of
 * the data no address leads to.
 *
 * @example keptAfterErasure({ staffWork: false }).map((kept) => kept.what)
 */
import { type KeptContext, keptAfterErasure as keptBy } from '@alpora/shared/kept-after-erasure';
import type { KeptRecord } from '@alpora/shared/schemas/privacy-requests';
import { dataMap } from './data-map-file.ts';

export function keptAfterErasure(context: KeptContext): KeptRecord[] {
  return keptBy(dataMap(), context);
}

/** What an access answer says of the data that is not tied to an address (docs/privacy.md#requests). */
export const NOT_TIED_TO_AN_ADDRESS: readonly string[] = [
  'Analytics events name no one: they hold no address and no id that leads to you, so none can be found by your address.',
  "Cookie banner choices are recorded under a random id your browser made, not under your address: we cannot find them by it. Clearing your browser's storage for our site ends the link.",
];
