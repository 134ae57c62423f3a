/**
 * The lead outbox in localStorage (docs/product.md#leads: no submitted data is ever lost).
 * Only storage here, no network and no schemas, so the check every page runs stays tiny.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import type { LeadInput } from '@alpora/shared/schemas/leads';

export const OUTBOX_KEY = STORAGE_KEYS.leadOutbox;
const local = () => localStorage;

export interface OutboxEntry {
  payload: LeadInput;
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch ms before which this page does not try again (backoff). */
  nextAttemptAt: number;
}

export function readOutbox(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(local, OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

/** Storage disabled or full: nothing is written, and the request in flight is the only copy. */
function writeOutbox(entries: OutboxEntry[]): void {
  writeStorage(local, OUTBOX_KEY, entries.length === 0 ? null : JSON.stringify(entries));
}

/** Whether any lead waits to be sent; read on every page load. */
export function hasPendingLeads(): boolean {
  return readStorage(local, OUTBOX_KEY) !== null;
}

/** Adds or replaces the entry of this payload's client id. */
export function putEntry(entry: OutboxEntry): void {
  const others = readOutbox().filter((e) => e.payload.clientId !== entry.payload.clientId);
  writeOutbox([...others, entry]);
}

export function removeEntry(clientId: string): void {
  writeOutbox(readOutbox().filter((e) => e.payload.clientId !== clientId));
}
