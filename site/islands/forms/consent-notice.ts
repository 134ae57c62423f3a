/**
 * The consent notices a lead form shows now (@alpora/shared/consent-notices, docs/privacy.md#leads):
 * the words rendered and the version sent come from the same registry entry, so the version
 * stored with a lead always names the words the visitor read.
 *
 * @example leadNotice('waitlist').version // 'en-waitlist-2026-11-24'
 * @example updatesBox('plan').words[0] // 'Send me product updates by email'
 */
import { type ConsentNotice, currentConsentNotice } from '@alpora/shared/consent-notices';
import type { LeadKind } from '@alpora/shared/schemas/leads';

/** The kinds whose form has the optional product updates box. */
export type UpdatesKind = Extract<LeadKind, 'waitlist' | 'plan' | 'one-pager'>;

function current(purpose: ConsentNotice['purpose'], kind: LeadKind): ConsentNotice {
  const notice = currentConsentNotice(purpose, kind);
  // The registry's test proves every kind has its notice; this only satisfies the types.
  if (!notice) throw new Error(`No current ${purpose} notice for the ${kind} form`);
  return notice;
}

/** The notice next to the form's button: why we store its details. */
export function leadNotice(kind: LeadKind): ConsentNotice {
  return current('lead', kind);
}

/** The "product updates by email" box of the waitlist, plan and one-pager forms: label, then hint. */
export function updatesBox(kind: UpdatesKind): ConsentNotice {
  return current('updates', kind);
}
