/**
 * Every consent notice a lead form has shown, by version (docs/privacy.md#leads): the exact
 * words, the forms that show them, and what agreeing asks for. The forms render a notice's
 * words from here and send its version; the API accepts only a version listed here for the
 * lead's form; the inbox shows the words a lead agreed to. Changing what a form says is adding
 * a notice with a new version and retiring the one it replaces, never editing words in place:
 * a stored version must always name the words the person saw (docs/decisions.md §241).
 *
 * Two notices per form at most:
 * - `lead`, next to the submit button: why we store the details, in the words of the policy's
 *   legal basis for the form (content/data-map.yaml: the waitlist asks for consent; a plan
 *   request is a step before a contract);
 * - `updates`, the optional "product updates by email" box of the waitlist, plan and one-pager
 *   forms: its label, then its hint.
 *
 * @example currentConsentNotice('lead', 'waitlist').version // 'en-waitlist-2026-11-24'
 * @example consentNoticeText(findConsentNotice('lead', 'contact', 'en-2025-07-23')!) // 'By sending this form …'
 */
import type { LeadKind } from './schemas/leads.ts';

export type ConsentNoticePurpose = 'lead' | 'updates';

export interface ConsentNotice {
  version: string;
  /** `lead`: storing the form's details; `updates`: product updates by email. */
  purpose: ConsentNoticePurpose;
  /** The forms that show (or showed) these words under this version. */
  forms: readonly LeadKind[];
  /** The words, a part a line: a box's label then its hint; a notice's one sentence. */
  words: readonly string[];
  /** The words of the notice that link to the privacy policy. */
  link?: string;
  /** Shown no more; kept so that a lead stored with it still names its words. */
  retired?: true;
}

/** The notice every lead form showed first; the waitlist and the plan forms have their own since. */
const FIRST_NOTICE = {
  version: 'en-2025-07-23',
  purpose: 'lead',
  words: ['By sending this form you agree that we store these details to answer you, as our Privacy Policy describes.'],
  link: 'Privacy Policy',
} as const;

const UPDATES_LABEL = 'Send me product updates by email';

export const CONSENT_NOTICES: readonly ConsentNotice[] = [
  { ...FIRST_NOTICE, forms: ['one-pager', 'demo', 'contact', 'design-partner'] },
  { ...FIRST_NOTICE, forms: ['waitlist', 'plan'], retired: true },
  {
    version: 'en-waitlist-2026-11-24',
    purpose: 'lead',
    forms: ['waitlist'],
    words: [
      'By joining you consent to us keeping these details to run the waitlist, and to us emailing you about your place on it and your invitation. You can withdraw this consent at any time, as our Privacy Policy describes.',
    ],
    link: 'Privacy Policy',
  },
  {
    version: 'en-plan-2026-11-24',
    purpose: 'lead',
    forms: ['plan'],
    words: [
      'We use these details to answer your plan request and prepare your offer before any contract, as our Privacy Policy describes.',
    ],
    link: 'Privacy Policy',
  },
  {
    version: 'en-updates-2026-11-22',
    purpose: 'updates',
    forms: ['waitlist'],
    words: [
      'Joining asks us to email you news on our launch and early access. We first email you a link to confirm your address; every email has a link to unsubscribe with one click.',
    ],
    retired: true,
  },
  {
    version: 'en-updates-2026-11-22',
    purpose: 'updates',
    forms: ['plan', 'one-pager'],
    words: [
      UPDATES_LABEL,
      'News on our launch and early access. We first email you a link to confirm your address; every email has a link to unsubscribe with one click.',
    ],
    retired: true,
  },
  {
    version: 'en-updates-2026-11-24',
    purpose: 'updates',
    forms: ['waitlist', 'plan', 'one-pager'],
    words: [
      UPDATES_LABEL,
      'Optional: news on our launch and early access. We first email you a link to confirm your address; every email has a link to unsubscribe with one click.',
    ],
  },
];

/** The notice of this purpose a form showed under `version`, if there is one. */
export function findConsentNotice(
  purpose: ConsentNoticePurpose,
  form: LeadKind,
  version: string,
): ConsentNotice | undefined {
  return CONSENT_NOTICES.find(
    (notice) => notice.purpose === purpose && notice.version === version && notice.forms.includes(form),
  );
}

/** The notice of this purpose the form shows now; undefined for a form without one (updates on a contact form). */
export function currentConsentNotice(purpose: ConsentNoticePurpose, form: LeadKind): ConsentNotice | undefined {
  return CONSENT_NOTICES.find((notice) => notice.purpose === purpose && !notice.retired && notice.forms.includes(form));
}

/** The exact words of a notice as one text, a part a line: what the person agreed to. */
export function consentNoticeText(notice: ConsentNotice): string {
  return notice.words.join('\n');
}
