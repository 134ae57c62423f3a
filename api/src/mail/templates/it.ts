/**
 * Ogni parola italiana (it-CH) delle e-mail, con la stessa forma di `en.ts` (`satisfies
 * MailDictionary`). I testi che ripetono le promesse del sito web citano il sito
 * (docs/product.md#leads), così un'e-mail non promette mai ciò che il sito non promette.
 */
import { INTL_LOCALES } from '@alpora/shared/locales';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { IncidentImpact, IncidentState } from '@alpora/shared/schemas/status';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { SignInMethod } from '#api/auth/sign-in-methods.ts';
import type { MailDictionary } from './dictionaries.ts';
import { accountMailTexts } from './it-account.ts';
import { demoMailTexts } from './it-demo.ts';
import { invitationMailTexts } from './it-invitations.ts';
import { privacyMailTexts } from './it-privacy.ts';
import { suspensionMailTexts } from './it-suspension.ts';

const plural = new Intl.PluralRules(INTL_LOCALES.it);

const listNames: Record<SubscriptionList, string> = {
  updates: 'aggiornamenti sul prodotto',
  status: 'aggiornamenti sullo stato del servizio',
};

const leadKinds: Record<LeadKind, string> = {
  waitlist: "iscrizione alla lista d'attesa",
  plan: 'richiesta di un piano',
  'one-pager': 'richiesta della scheda informativa',
  demo: 'richiesta di demo',
  contact: 'messaggio di contatto',
  'design-partner': 'candidatura come design partner',
};

const incidentStates: Record<IncidentState, string> = {
  investigating: 'In analisi',
  identified: 'Causa identificata',
  monitoring: 'Sotto osservazione',
  resolved: 'Risolto',
};

/** Come è stato effettuato un accesso, con i nomi della pagina /account (site/i18n/it/sessions.ts). */
const signInMethods: Record<SignInMethod, string> = {
  password: 'Password',
  'password+totp': 'Password e codice di autenticazione',
  'password+recovery-code': 'Password e codice di recupero',
  'password+passkey': 'Password e passkey',
  passkey: 'Passkey',
  sso: 'Single sign-on',
  'sso+totp': 'Single sign-on e codice di autenticazione',
  'sso+recovery-code': 'Single sign-on e codice di recupero',
  'sso+passkey': 'Single sign-on e passkey',
  registration: 'Registrazione',
};

const incidentImpacts: Record<IncidentImpact, string> = { minor: 'Lieve', major: 'Grave', critical: 'Critico' };

type AcknowledgedKind = 'contact' | 'demo' | 'design-partner';

export const it = {
  /** Formatta date e numeri (packages/shared/src/locales.ts). */
  intlLocale: INTL_LOCALES.it,
  layout: {
    unsubscribeQuestion: 'Non desidera più ricevere queste e-mail?',
    unsubscribe: "Annulla l'iscrizione",
    seat: 'Zugo, Svizzera',
    label: (label: string) => `${label}:`,
  },
  ...accountMailTexts,
  ...invitationMailTexts,
  ...demoMailTexts,
  ...suspensionMailTexts,
  ...privacyMailTexts,
  confirmSubscription: {
    subject: (list: SubscriptionList) => `Confermi la sua iscrizione agli ${listNames[list]} di Alpora`,
    preview: (list: SubscriptionList) => `Un clic e riceverà gli ${listNames[list]} di Alpora.`,
    heading: 'Confermi il suo indirizzo e-mail',
    body: (list: SubscriptionList) =>
      `Buongiorno, la preghiamo di confermare che desidera ricevere gli ${listNames[list]} di Alpora a questo indirizzo.`,
    button: "Conferma l'iscrizione",
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (days: number) => `Il link è valido per ${days} ${plural.select(days) === 'one' ? 'giorno' : 'giorni'}.`,
    ignore: 'Se non ha fatto questa richiesta, ignori questa e-mail: finché non conferma, non le inviamo nulla.',
    reason: "Riceve questa e-mail perché questo indirizzo è stato indicato per un'iscrizione sul sito web di Alpora.",
  },
  alreadySubscribed: {
    subject: (list: SubscriptionList) => `Riceve già gli ${listNames[list]} di Alpora`,
    preview: (list: SubscriptionList) => `Questo indirizzo è già iscritto agli ${listNames[list]} di Alpora.`,
    heading: 'È già iscritto',
    body: (list: SubscriptionList) =>
      `Buongiorno, questo indirizzo riceve già gli ${listNames[list]} di Alpora, quindi non deve fare altro.`,
    leave: "Se non desidera più riceverli, annulli l'iscrizione con il link qui sotto.",
    ignore: 'Se non ha fatto questa richiesta, ignori questa e-mail: non è cambiato nulla.',
    reason: "Riceve questa e-mail perché questo indirizzo è stato indicato per un'iscrizione sul sito web di Alpora.",
  },
  leadNotification: {
    kind: (kind: LeadKind) => leadKinds[kind],
    subject: (kind: LeadKind, person: string) => `Nuovo lead – ${leadKinds[kind]}: ${person}`,
    preview: (kind: LeadKind, person: string) => `${person} ha inviato: ${leadKinds[kind]}.`,
    heading: (kind: LeadKind) => `Nuovo lead: ${leadKinds[kind]}`,
    from: 'Da',
    receivedAt: 'Ricevuto',
    details: 'Dettagli',
    campaign: 'Campagna',
    campaignLabels: {
      source: 'Fonte (utm_source)',
      medium: 'Mezzo (utm_medium)',
      campaign: 'Campagna (utm_campaign)',
      referrer: 'Pagina di provenienza',
      page: 'Pagina',
    },
    noCampaign: 'Questo lead non contiene dati di campagna.',
    /** Le colonne del lead, con le etichette dei moduli del sito (site/i18n/it/forms.ts). */
    fieldLabels: {
      name: 'Nome',
      first_name: 'Nome',
      last_name: 'Cognome',
      email: 'E-mail',
      company: 'Società',
      persona: 'Sono…',
      selected_plan: 'Piano',
      role: 'Ruolo',
      aum_band: 'Patrimonio gestito',
      use_case: "Caso d'uso principale",
      monthly_volume: 'Volume di negoziazione mensile',
      timeline: "Tempistica d'implementazione",
      infrastructure: 'Infrastruttura attuale',
      message: 'Messaggio',
      submission_count: 'Invii finora',
    },
    consent: 'Consenso',
    consentLabels: { version: 'Versione', at: 'Dato il', page: 'Pagina' },
    reason: 'Riceve questa e-mail perché questo indirizzo riceve i lead del sito web di Alpora.',
  },
  leadAcknowledgement: {
    subject: {
      contact: 'Abbiamo ricevuto il suo messaggio',
      demo: 'Abbiamo ricevuto la sua richiesta di demo',
      'design-partner': 'Abbiamo ricevuto la sua candidatura',
    } satisfies Record<AcknowledgedKind, string>,
    heading: {
      contact: 'Messaggio inviato',
      demo: 'Richiesta ricevuta',
      'design-partner': 'Candidatura ricevuta',
    } satisfies Record<AcknowledgedKind, string>,
    /** I testi di conferma del sito web, parola per parola (docs/product.md#leads). */
    body: {
      contact: () => 'Grazie per averci contattati. Il nostro obiettivo è risponderle entro un giorno lavorativo.',
      demo: (minutes: number) =>
        `Grazie. Il nostro obiettivo è risponderle entro un giorno lavorativo per fissare la sua demo di ${minutes} minuti.`,
      'design-partner': () =>
        'Grazie per il suo interesse! Esamineremo la sua candidatura; il nostro obiettivo è risponderle entro 48 ore.',
    },
    signOff: 'Cordiali saluti, il team di Alpora',
    reason: {
      contact:
        'Riceve questa e-mail perché questo indirizzo è stato indicato nel modulo di contatto del sito web di Alpora.',
      demo: 'Riceve questa e-mail perché questo indirizzo è stato indicato per richiedere una demo sul sito web di Alpora.',
      'design-partner':
        'Riceve questa e-mail perché questo indirizzo è stato indicato per candidarsi come design partner sul sito web di Alpora.',
    } satisfies Record<AcknowledgedKind, string>,
  },
  incidentUpdate: {
    state: (state: IncidentState) => incidentStates[state],
    impact: (impact: IncidentImpact) => incidentImpacts[impact],
    subject: (state: IncidentState, title: string) => `${incidentStates[state]}: ${title}`,
    preview: (state: IncidentState, title: string) =>
      `Stato di Alpora: «${title}» – ${incidentStates[state].toLowerCase()}.`,
    statusLabel: 'Stato',
    impactLabel: 'Impatto',
    updatedLabel: 'Aggiornato',
    button: 'Apri la pagina di stato',
    reason: 'Riceve questa e-mail perché si è iscritto agli aggiornamenti sullo stato del servizio di Alpora.',
  },
  policyChange: {
    subject: (title: string, day: string) => `Modifiche a «${title}» dal ${day}`,
    preview: (title: string, day: string) => `Il ${day} entra in vigore una nuova versione di «${title}».`,
    heading: (title: string) => `Modifiche a «${title}»`,
    intro: (title: string, day: string) =>
      `Buongiorno, il ${day} entra in vigore una nuova versione di «${title}». Che cosa cambia:`,
    button: 'Legga il testo integrale',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    until: (day: string) => `Fino al ${day} si applica la versione attuale.`,
    reason: {
      client: 'Riceve questa e-mail perché ha un account cliente presso Alpora.',
      subscriber:
        'Riceve questa e-mail perché ha confermato a questo indirizzo la ricezione degli aggiornamenti sul prodotto di Alpora.',
    },
  },
  opsAlert: {
    subject: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `NON DISPONIBILE: ${service}` : `RIPRISTINATO: ${service}`,
    heading: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `${service} non è disponibile` : `${service} è di nuovo disponibile`,
    stateLabel: 'Stato',
    state: (state: 'down' | 'recovered') => (state === 'down' ? 'Non disponibile' : 'Ripristinato'),
    atLabel: (state: 'down' | 'recovered') => (state === 'down' ? 'Non disponibile dal' : 'Ripristinato il'),
    detailLabel: 'Dettaglio',
    reason: 'Riceve questa e-mail perché questo indirizzo riceve gli avvisi operativi di questo server Alpora.',
  },
  newSignIn: {
    subject: 'Nuovo accesso al suo account Alpora',
    preview: (device: string) =>
      `È stato effettuato l'accesso al suo account da ${device}, un browser mai usato prima.`,
    heading: 'Nuovo accesso al suo account',
    intro: (username: string) =>
      `Buongiorno, è stato effettuato l'accesso al suo account ${username} da un browser mai usato prima.`,
    atLabel: 'Quando (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Rete',
    methodLabel: 'Accesso con',
    method: signInMethods,
    unknownDevice: 'un browser sconosciuto',
    unknown: 'Sconosciuto',
    ifYou: 'Se è stato lei, non deve fare nulla.',
    ifNotYou: 'Se non è stato lei, modifichi subito la password e scelga «Esci ovunque» nella pagina del suo account.',
    button: 'Apri la pagina del suo account',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    reason:
      "Riceve questa e-mail perché ha un account presso Alpora e vi è stato effettuato l'accesso da un nuovo browser.",
  },
  secondStepFailed: {
    subject: 'Un tentativo di accesso al suo account Alpora non è riuscito',
    preview:
      "Il primo passaggio di un accesso al suo account era corretto; il secondo non è riuscito e nessuno ha effettuato l'accesso.",
    heading: 'Un accesso al suo account è stato bloccato',
    intro: (username: string, first: 'password' | 'sso') =>
      first === 'password'
        ? `Buongiorno, qualcuno ha inserito la password corretta del suo account ${username}, poi per cinque volte un codice o una passkey errati. L'accesso è stato interrotto e nessuno ha effettuato l'accesso.`
        : `Buongiorno, qualcuno ha effettuato l'accesso al suo account ${username} tramite la sua organizzazione, poi ha inserito per cinque volte un codice o una passkey errati. L'accesso è stato interrotto e nessuno ha effettuato l'accesso.`,
    atLabel: 'Quando (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Rete',
    unknown: 'Sconosciuto',
    ifYou:
      'Se è stato lei, non deve fare nulla: acceda di nuovo con la sua app di autenticazione, un codice di recupero o la sua passkey.',
    ifNotYou: {
      password:
        'Se non è stato lei, qualcuno conosce la sua password: la modifichi subito nella pagina del suo account.',
      sso: "Se non è stato lei, qualcuno può accedere a suo nome presso la sua organizzazione: informi l'amministratore della sua organizzazione.",
    },
    button: 'Apri la pagina del suo account',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    reason:
      'Riceve questa e-mail perché ha un account presso Alpora e un accesso non ha superato il secondo passaggio.',
  },
} satisfies MailDictionary;
