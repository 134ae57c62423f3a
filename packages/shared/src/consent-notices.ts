/**
 * Every consent notice a lead form has shown, by version (docs/privacy.md#leads): the exact
 * words, the forms that show them, and what agreeing asks for. The forms render a notice's
 * words from here and send its version; the API accepts only a version listed here for the
 * lead's form; the inbox shows the words a lead agreed to. Changing what a form says is adding
 * a notice with a new version and retiring the one it replaces, never editing words in place:
 * a stored version must always name the words the person saw (docs/decisions.md §241).
 *
 * Two notices per form and language at most:
 * - `lead`, next to the submit button: why we store the details, in the words of the policy's
 *   legal basis for the form (content/data-map.yaml: the waitlist asks for consent; a plan
 *   request is a step before a contract);
 * - `updates`, the optional "product updates by email" box of the waitlist, plan and one-pager
 *   forms: its label, then its hint.
 *
 * Every language has its own notices (docs/decisions.md §321): each current English notice has
 * one current notice in German, French and Italian that says the same in that language, under
 * its own version, the English one with the language in front (`fr-waitlist-2026-11-24` is the
 * French of `en-waitlist-2026-11-24`). A form shows the notice of its page's language; new
 * English words retire the other languages' notices of the old ones too.
 *
 * @example currentConsentNotice('lead', 'waitlist', 'fr')?.version // 'fr-waitlist-2026-11-24'
 * @example consentNoticeText(findConsentNotice('lead', 'contact', 'en-2025-07-23')!) // 'By sending this form …'
 */
import type { Locale } from './locales.ts';
import type { LeadKind } from './schemas/leads.ts';

export type ConsentNoticePurpose = 'lead' | 'updates';

export interface ConsentNotice {
  version: string;
  /** The language of the words: the page's language of the forms that show them. */
  locale: Locale;
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
  locale: 'en',
  purpose: 'lead',
  words: ['By sending this form you agree that we store these details to answer you, as our Privacy Policy describes.'],
  link: 'Privacy Policy',
} as const;

const UPDATES_LABEL = 'Send me product updates by email';

/** The forms that show the first notice still, in every language. */
const FIRST_NOTICE_FORMS: readonly LeadKind[] = ['one-pager', 'demo', 'contact', 'design-partner'];

/** The forms with the product updates box. */
const UPDATES_FORMS: readonly LeadKind[] = ['waitlist', 'plan', 'one-pager'];

export const CONSENT_NOTICES: readonly ConsentNotice[] = [
  { ...FIRST_NOTICE, forms: FIRST_NOTICE_FORMS },
  { ...FIRST_NOTICE, forms: ['waitlist', 'plan'], retired: true },
  {
    version: 'en-waitlist-2026-11-24',
    locale: 'en',
    purpose: 'lead',
    forms: ['waitlist'],
    words: [
      'By joining you consent to us keeping these details to run the waitlist, and to us emailing you about your place on it and your invitation. You can withdraw this consent at any time, as our Privacy Policy describes.',
    ],
    link: 'Privacy Policy',
  },
  {
    version: 'en-plan-2026-11-24',
    locale: 'en',
    purpose: 'lead',
    forms: ['plan'],
    words: [
      'We use these details to answer your plan request and prepare your offer before any contract, as our Privacy Policy describes.',
    ],
    link: 'Privacy Policy',
  },
  {
    version: 'en-updates-2026-11-22',
    locale: 'en',
    purpose: 'updates',
    forms: ['waitlist'],
    words: [
      'Joining asks us to email you news on our launch and early access. We first email you a link to confirm your address; every email has a link to unsubscribe with one click.',
    ],
    retired: true,
  },
  {
    version: 'en-updates-2026-11-22',
    locale: 'en',
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
    locale: 'en',
    purpose: 'updates',
    forms: UPDATES_FORMS,
    words: [
      UPDATES_LABEL,
      'Optional: news on our launch and early access. We first email you a link to confirm your address; every email has a link to unsubscribe with one click.',
    ],
  },
  // The current English notices in German (Swiss spelling: "ss"), French and Italian, each
  // saying what its English one says, with the policy's title in that language as the link.
  {
    version: 'de-2025-07-23',
    locale: 'de',
    purpose: 'lead',
    forms: FIRST_NOTICE_FORMS,
    words: [
      'Mit dem Senden dieses Formulars sind Sie einverstanden, dass wir diese Angaben speichern, um Ihnen zu antworten, wie es unsere Datenschutzerklärung beschreibt.',
    ],
    link: 'Datenschutzerklärung',
  },
  {
    version: 'de-waitlist-2026-11-24',
    locale: 'de',
    purpose: 'lead',
    forms: ['waitlist'],
    words: [
      'Mit Ihrer Anmeldung willigen Sie ein, dass wir diese Angaben aufbewahren, um die Warteliste zu führen, und dass wir Ihnen zu Ihrem Platz darauf und zu Ihrer Einladung E-Mails senden. Sie können diese Einwilligung jederzeit widerrufen, wie es unsere Datenschutzerklärung beschreibt.',
    ],
    link: 'Datenschutzerklärung',
  },
  {
    version: 'de-plan-2026-11-24',
    locale: 'de',
    purpose: 'lead',
    forms: ['plan'],
    words: [
      'Wir verwenden diese Angaben, um Ihre Anfrage zum Plan zu beantworten und Ihr Angebot vor einem Vertragsabschluss vorzubereiten, wie es unsere Datenschutzerklärung beschreibt.',
    ],
    link: 'Datenschutzerklärung',
  },
  {
    version: 'de-updates-2026-11-24',
    locale: 'de',
    purpose: 'updates',
    forms: UPDATES_FORMS,
    words: [
      'Senden Sie mir Produktneuigkeiten per E-Mail',
      'Freiwillig: Neuigkeiten zu unserem Start und zum frühen Zugang. Zuerst senden wir Ihnen einen Link zur Bestätigung Ihrer Adresse; jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden können.',
    ],
  },
  // French writes a no-break space before ":" and a narrow one before ";" (docs/decisions.md §320).
  {
    version: 'fr-2025-07-23',
    locale: 'fr',
    purpose: 'lead',
    forms: FIRST_NOTICE_FORMS,
    words: [
      'En envoyant ce formulaire, vous acceptez que nous conservions ces informations pour vous répondre, comme le décrit notre politique de confidentialité.',
    ],
    link: 'politique de confidentialité',
  },
  {
    version: 'fr-waitlist-2026-11-24',
    locale: 'fr',
    purpose: 'lead',
    forms: ['waitlist'],
    words: [
      'En vous inscrivant, vous consentez à ce que nous conservions ces informations pour gérer la liste d’attente et à ce que nous vous écrivions au sujet de votre place sur celle-ci et de votre invitation. Vous pouvez retirer ce consentement à tout moment, comme le décrit notre politique de confidentialité.',
    ],
    link: 'politique de confidentialité',
  },
  {
    version: 'fr-plan-2026-11-24',
    locale: 'fr',
    purpose: 'lead',
    forms: ['plan'],
    words: [
      'Nous utilisons ces informations pour répondre à votre demande de formule et préparer votre offre avant tout contrat, comme le décrit notre politique de confidentialité.',
    ],
    link: 'politique de confidentialité',
  },
  {
    version: 'fr-updates-2026-11-24',
    locale: 'fr',
    purpose: 'updates',
    forms: UPDATES_FORMS,
    words: [
      'M’envoyer les nouveautés du produit par e-mail',
      'Facultatif\u00a0: des nouvelles de notre lancement et de l’accès anticipé. Nous vous envoyons d’abord un lien pour confirmer votre adresse\u202f; chaque e-mail contient un lien pour vous désabonner en un clic.',
    ],
  },
  {
    version: 'it-2025-07-23',
    locale: 'it',
    purpose: 'lead',
    forms: FIRST_NOTICE_FORMS,
    words: [
      'Inviando questo modulo accetta che conserviamo questi dati per risponderle, come descritto nella nostra informativa sulla protezione dei dati.',
    ],
    link: 'informativa sulla protezione dei dati',
  },
  {
    version: 'it-waitlist-2026-11-24',
    locale: 'it',
    purpose: 'lead',
    forms: ['waitlist'],
    words: [
      "Iscrivendosi acconsente a che conserviamo questi dati per gestire la lista d'attesa e a che le scriviamo via e-mail in merito al suo posto in lista e al suo invito. Può revocare questo consenso in qualsiasi momento, come descritto nella nostra informativa sulla protezione dei dati.",
    ],
    link: 'informativa sulla protezione dei dati',
  },
  {
    version: 'it-plan-2026-11-24',
    locale: 'it',
    purpose: 'lead',
    forms: ['plan'],
    words: [
      'Utilizziamo questi dati per rispondere alla sua richiesta per il piano e preparare la sua offerta prima di qualsiasi contratto, come descritto nella nostra informativa sulla protezione dei dati.',
    ],
    link: 'informativa sulla protezione dei dati',
  },
  {
    version: 'it-updates-2026-11-24',
    locale: 'it',
    purpose: 'updates',
    forms: UPDATES_FORMS,
    words: [
      'Desidero ricevere aggiornamenti sul prodotto via e-mail',
      "Facoltativo: notizie sul nostro lancio e sull'accesso anticipato. Prima le inviamo un link per confermare il suo indirizzo; ogni e-mail contiene un link per annullare l'iscrizione con un clic.",
    ],
  },
];

/** The notice of this purpose a form showed under `version`, in whichever language, if there is one. */
export function findConsentNotice(
  purpose: ConsentNoticePurpose,
  form: LeadKind,
  version: string,
): ConsentNotice | undefined {
  return CONSENT_NOTICES.find(
    (notice) => notice.purpose === purpose && notice.version === version && notice.forms.includes(form),
  );
}

/**
 * The notice of this purpose the form shows now on a page in `locale`; undefined for a form
 * without one (updates on a contact form).
 */
export function currentConsentNotice(
  purpose: ConsentNoticePurpose,
  form: LeadKind,
  locale: Locale,
): ConsentNotice | undefined {
  return CONSENT_NOTICES.find(
    (notice) =>
      notice.purpose === purpose && notice.locale === locale && !notice.retired && notice.forms.includes(form),
  );
}

/** The exact words of a notice as one text, a part a line: what the person agreed to. */
export function consentNoticeText(notice: ConsentNotice): string {
  return notice.words.join('\n');
}
