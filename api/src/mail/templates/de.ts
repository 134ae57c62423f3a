/**
 * Alle deutschen Wörter der Mails, in der Form des englischen Wörterbuchs (`en.ts`), aufgeführt
 * in `dictionaries.ts`. Texte, die Versprechen der Website wiederholen, zitieren die deutsche
 * Website (docs/product.md#leads), damit eine Mail nie mehr verspricht als die Website.
 */
import { INTL_LOCALES } from '@alpora/shared/locales';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { IncidentImpact, IncidentState } from '@alpora/shared/schemas/status';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { SignInMethod } from '#api/auth/sign-in-methods.ts';
import { accountMailTexts } from './de-account.ts';
import { demoMailTexts } from './de-demo.ts';
import { invitationMailTexts } from './de-invitations.ts';
import { privacyMailTexts } from './de-privacy.ts';
import { suspensionMailTexts } from './de-suspension.ts';
import type { MailDictionary } from './dictionaries.ts';

type AcknowledgedKind = 'contact' | 'demo' | 'design-partner';

const listNames: Record<SubscriptionList, string> = {
  updates: 'Produktneuigkeiten',
  status: 'Statusmeldungen',
};

const leadKinds: Record<LeadKind, string> = {
  waitlist: 'Anmeldung zur Warteliste',
  plan: 'Anmeldung für einen Plan',
  'one-pager': 'Anfrage nach dem One-Pager',
  demo: 'Demo-Anfrage',
  contact: 'Kontaktnachricht',
  'design-partner': 'Bewerbung als Design-Partner',
};

const incidentStates: Record<IncidentState, string> = {
  investigating: 'Wird untersucht',
  identified: 'Ursache erkannt',
  monitoring: 'Unter Beobachtung',
  resolved: 'Behoben',
};

/** Wie eine Anmeldung erfolgte, so wie die Seite /account sie nennt (site/i18n/de/sessions.ts). */
const signInMethods: Record<SignInMethod, string> = {
  password: 'Passwort',
  'password+totp': 'Passwort und Authenticator-Code',
  'password+recovery-code': 'Passwort und Wiederherstellungscode',
  'password+passkey': 'Passwort und Passkey',
  passkey: 'Passkey',
  sso: 'Single Sign-on',
  'sso+totp': 'Single Sign-on und Authenticator-Code',
  'sso+recovery-code': 'Single Sign-on und Wiederherstellungscode',
  'sso+passkey': 'Single Sign-on und Passkey',
  registration: 'Registrierung',
};

const incidentImpacts: Record<IncidentImpact, string> = { minor: 'Gering', major: 'Erheblich', critical: 'Kritisch' };

export const de = {
  intlLocale: INTL_LOCALES.de,
  layout: {
    unsubscribeQuestion: 'Möchten Sie diese E-Mails nicht mehr erhalten?',
    unsubscribe: 'Abmelden',
    seat: 'Zug, Schweiz',
    label: (label: string) => `${label}:`,
  },
  ...accountMailTexts,
  ...invitationMailTexts,
  ...demoMailTexts,
  ...suspensionMailTexts,
  ...privacyMailTexts,
  confirmSubscription: {
    subject: (list: SubscriptionList) => `Bestätigen Sie Ihr Abonnement der ${listNames[list]} von Alpora`,
    preview: (list: SubscriptionList) => `Ein Klick, und Sie erhalten die ${listNames[list]} von Alpora.`,
    heading: 'E-Mail-Adresse bestätigen',
    body: (list: SubscriptionList) =>
      `Bitte bestätigen Sie, dass Sie die ${listNames[list]} von Alpora an diese Adresse erhalten möchten.`,
    button: 'Abonnement bestätigen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (days: number) => `Der Link ist ${days} Tage lang gültig.`,
    ignore:
      'Haben Sie dies nicht verlangt, können Sie diese E-Mail ignorieren: Solange Sie nicht bestätigen, senden wir Ihnen nichts.',
    reason:
      'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora für ein Abonnement angegeben wurde.',
  },
  alreadySubscribed: {
    subject: (list: SubscriptionList) => `Sie erhalten die ${listNames[list]} von Alpora bereits`,
    preview: (list: SubscriptionList) => `Diese Adresse hat die ${listNames[list]} von Alpora bereits abonniert.`,
    heading: 'Sie sind bereits angemeldet',
    body: (list: SubscriptionList) =>
      `Diese Adresse erhält die ${listNames[list]} von Alpora bereits; Sie müssen nichts weiter tun.`,
    leave: 'Möchten Sie sie nicht mehr erhalten, melden Sie sich mit dem Link unten ab.',
    ignore: 'Haben Sie dies nicht verlangt, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.',
    reason:
      'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora für ein Abonnement angegeben wurde.',
  },
  leadNotification: {
    kind: (kind: LeadKind) => leadKinds[kind],
    subject: (kind: LeadKind, person: string) => `Neue ${leadKinds[kind]}: ${person}`,
    preview: (kind: LeadKind, person: string) => `${person} hat eine ${leadKinds[kind]} gesendet.`,
    heading: (kind: LeadKind) => `Neue ${leadKinds[kind]}`,
    from: 'Von',
    receivedAt: 'Eingegangen',
    details: 'Angaben',
    campaign: 'Kampagne',
    campaignLabels: {
      source: 'Quelle (utm_source)',
      medium: 'Medium (utm_medium)',
      campaign: 'Kampagne (utm_campaign)',
      referrer: 'Verweisende Seite',
      page: 'Seite',
    },
    noCampaign: 'Mit diesem Lead kamen keine Kampagnendaten.',
    /** Die Spalten des Leads, beschriftet wie in den Formularen der Website (site/i18n/de/forms.ts). */
    fieldLabels: {
      name: 'Name',
      first_name: 'Vorname',
      last_name: 'Nachname',
      email: 'E-Mail',
      company: 'Firma',
      persona: 'Ich bin…',
      selected_plan: 'Plan',
      role: 'Funktion',
      aum_band: 'Verwaltetes Vermögen',
      use_case: 'Hauptanwendungsfall',
      monthly_volume: 'Monatliches Handelsvolumen',
      timeline: 'Zeitplan für die Einführung',
      infrastructure: 'Heutige Infrastruktur',
      message: 'Nachricht',
      submission_count: 'Bisherige Übermittlungen',
    },
    consent: 'Einwilligung',
    consentLabels: { version: 'Version', at: 'Erteilt am', page: 'Seite' },
    reason: 'Sie erhalten diese E-Mail, weil diese Adresse die Leads der Website von Alpora erhält.',
  },
  leadAcknowledgement: {
    subject: {
      contact: 'Wir haben Ihre Nachricht erhalten',
      demo: 'Wir haben Ihre Demo-Anfrage erhalten',
      'design-partner': 'Wir haben Ihre Bewerbung erhalten',
    } satisfies Record<AcknowledgedKind, string>,
    heading: {
      contact: 'Nachricht gesendet',
      demo: 'Anfrage erhalten',
      'design-partner': 'Bewerbung erhalten',
    } satisfies Record<AcknowledgedKind, string>,
    /** Die Erfolgstexte der Website, Wort für Wort (docs/product.md#leads). */
    body: {
      contact: () => 'Vielen Dank für Ihre Nachricht. Unser Ziel ist eine Antwort innert einem Arbeitstag.',
      demo: (minutes: number) =>
        `Vielen Dank. Unser Ziel ist, Ihnen innert einem Arbeitstag zu antworten, um Ihre Demo von ${minutes} Minuten zu vereinbaren.`,
      'design-partner': () =>
        'Vielen Dank für Ihr Interesse! Wir prüfen Ihre Bewerbung; unser Ziel ist eine Antwort innert 48 Stunden.',
    },
    signOff: 'Freundliche Grüsse – Ihr Alpora-Team',
    reason: {
      contact:
        'Sie erhalten diese E-Mail, weil diese Adresse im Kontaktformular der Website von Alpora angegeben wurde.',
      demo: 'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora für eine Demo-Anfrage angegeben wurde.',
      'design-partner':
        'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora für eine Bewerbung als Design-Partner angegeben wurde.',
    } satisfies Record<AcknowledgedKind, string>,
  },
  incidentUpdate: {
    state: (state: IncidentState) => incidentStates[state],
    impact: (impact: IncidentImpact) => incidentImpacts[impact],
    subject: (state: IncidentState, title: string) => `${incidentStates[state]}: ${title}`,
    preview: (state: IncidentState, title: string) => `Alpora-Status: ${title} – ${incidentStates[state]}.`,
    statusLabel: 'Status',
    impactLabel: 'Auswirkung',
    updatedLabel: 'Aktualisiert',
    button: 'Statusseite öffnen',
    reason: 'Sie erhalten diese E-Mail, weil Sie die Statusmeldungen von Alpora abonniert haben.',
  },
  policyChange: {
    subject: (title: string, day: string) => `${title}: Änderungen ab ${day}`,
    preview: (title: string, day: string) => `Ab ${day} gilt eine neue Fassung des Dokuments «${title}».`,
    heading: (title: string) => `Änderungen: ${title}`,
    intro: (title: string, day: string) =>
      `Ab ${day} gilt eine neue Fassung des Dokuments «${title}». Das ändert sich:`,
    button: 'Vollständigen Text lesen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    until: (day: string) => `Bis zum ${day} gilt die aktuelle Fassung.`,
    reason: {
      client: 'Sie erhalten diese E-Mail, weil Sie ein Kundenkonto bei Alpora haben.',
      subscriber:
        'Sie erhalten diese E-Mail, weil Sie an dieser Adresse Produktneuigkeiten von Alpora bestätigt haben.',
    },
  },
  opsAlert: {
    subject: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `AUSGEFALLEN: ${service}` : `WIEDERHERGESTELLT: ${service}`,
    heading: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `${service} ist ausgefallen` : `${service} ist wiederhergestellt`,
    stateLabel: 'Zustand',
    state: (state: 'down' | 'recovered') => (state === 'down' ? 'Ausgefallen' : 'Wiederhergestellt'),
    atLabel: (state: 'down' | 'recovered') => (state === 'down' ? 'Ausgefallen seit' : 'Wiederhergestellt um'),
    detailLabel: 'Detail',
    reason: 'Sie erhalten diese E-Mail, weil diese Adresse die Betriebswarnungen dieses Alpora-Servers erhält.',
  },
  newSignIn: {
    subject: 'Neue Anmeldung bei Ihrem Alpora-Konto',
    preview: (device: string) =>
      `Bei Ihrem Konto hat sich jemand von ${device} aus angemeldet, einem bisher nicht verwendeten Browser.`,
    heading: 'Neue Anmeldung bei Ihrem Konto',
    intro: (username: string) =>
      `Bei Ihrem Konto ${username} hat sich jemand von einem bisher nicht verwendeten Browser aus angemeldet.`,
    atLabel: 'Wann (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Netzwerk',
    methodLabel: 'Angemeldet mit',
    method: signInMethods,
    unknownDevice: 'einem unbekannten Browser',
    unknown: 'Unbekannt',
    ifYou: 'Waren Sie es, müssen Sie nichts tun.',
    ifNotYou:
      'Waren Sie es nicht, ändern Sie jetzt Ihr Passwort und wählen Sie auf Ihrer Kontoseite «Überall abmelden».',
    button: 'Kontoseite öffnen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    reason:
      'Sie erhalten diese E-Mail, weil Sie ein Konto bei Alpora haben und sich jemand von einem neuen Browser aus angemeldet hat.',
  },
  secondStepFailed: {
    subject: 'Fehlgeschlagener Anmeldeversuch bei Ihrem Alpora-Konto',
    preview:
      'Der erste Schritt einer Anmeldung bei Ihrem Konto war korrekt; der zweite Schritt ist fehlgeschlagen, und niemand wurde angemeldet.',
    heading: 'Eine Anmeldung bei Ihrem Konto wurde gestoppt',
    intro: (username: string, first: 'password' | 'sso') =>
      first === 'password'
        ? `Jemand hat das richtige Passwort Ihres Kontos ${username} eingegeben und danach fünfmal einen falschen Code oder Passkey. Die Anmeldung wurde beendet, und niemand wurde angemeldet.`
        : `Jemand hat sich über Ihre Organisation bei Ihrem Konto ${username} angemeldet und danach fünfmal einen falschen Code oder Passkey eingegeben. Die Anmeldung wurde beendet, und niemand wurde angemeldet.`,
    atLabel: 'Wann (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Netzwerk',
    unknown: 'Unbekannt',
    ifYou:
      'Waren Sie es, müssen Sie nichts tun: Melden Sie sich erneut mit Ihrer Authenticator-App, einem Wiederherstellungscode oder Ihrem Passkey an.',
    ifNotYou: {
      password: 'Waren Sie es nicht, kennt jemand Ihr Passwort: Ändern Sie es jetzt auf Ihrer Kontoseite.',
      sso: 'Waren Sie es nicht, kann sich jemand bei Ihrer Organisation als Sie anmelden: Informieren Sie die Administration Ihrer Organisation.',
    },
    button: 'Kontoseite öffnen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    reason:
      'Sie erhalten diese E-Mail, weil Sie ein Konto bei Alpora haben und bei einer Anmeldung der zweite Schritt fehlgeschlagen ist.',
  },
} satisfies MailDictionary;
