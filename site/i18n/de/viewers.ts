/** Betrachter und Einrichtungslinks (docs/back-office.md#roles): der Abschnitt auf /account, die Seiten /invitation und /set-up-account und das Banner im Dashboard eines Betrachters. */
import type { viewers as english } from '../en/viewers.ts';
import type { Translation } from '../translation.ts';

export const viewers = {
  viewers: {
    title: 'Betrachter',
    intro:
      'Lassen Sie eine Beraterin, einen Berater oder eine Prüfstelle Ihr Dashboard lesen: Sie erhalten ein eigenes Konto, das Ihre Portfolios, Positionen und Orders sieht und nichts ändern kann.',
    email: 'E-Mail-Adresse der Person',
    invite: 'Einladung senden',
    inviting: 'Wird gesendet…',
    invited: 'Einladung gesendet',
    invitedDetail: 'Wir haben einen Link an {email} gesendet. Er funktioniert einmal und 7 Tage lang.',
    inviteFailed: 'Die Einladung wurde nicht gesendet',
    listLabel: 'Ihre Betrachter und Einladungen',
    none: 'Noch keine Betrachter.',
    loading: 'Betrachter werden geladen…',
    loadFailed: 'Ihre Betrachter konnten nicht geladen werden: {message}',
    pending: 'Eingeladen',
    active: 'Betrachter',
    pendingDetail: 'Eingeladen am {invited}; der Link funktioniert bis am {expires}.',
    activeDetail: '{username}, beigetreten am {joined}',
    remove: 'Entfernen',
    removeLabel: '{email} entfernen',
    withdrawLabel: 'Einladung von {email} zurückziehen',
    removed: 'Entfernt',
    removedDetail: '{email} kann Ihr Dashboard nicht mehr lesen.',
    removeFailed: 'Dies konnte nicht entfernt werden',
    limit: 'Höchstens {limit} Betrachter und Einladungen.',
    unverified:
      'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Die Einladung nennt sie, damit die Person erkennt, wer sie eingeladen hat.',
    invitationTitle: 'Sie sind eingeladen, ein Dashboard zu lesen',
    invitationIntro:
      'Eröffnen Sie ein Konto mit reinem Lesezugriff: Es sieht die Portfolios, Positionen und Orders der Person, die Sie eingeladen hat, und kann nichts ändern.',
    invitationFrom: '{name} ({email}) hat {invitee} eingeladen.',
    invitationLoading: 'Die Einladung wird geprüft…',
    username: 'Benutzername',
    password: 'Passwort',
    join: 'Mein Betrachterkonto eröffnen',
    joining: 'Wird eröffnet…',
    joinFailed: 'Das Konto wurde nicht eröffnet',
    invitationProblem:
      'Diese Einladung ist nicht gültig: Sie ist unbekannt, wurde bereits verwendet, ist abgelaufen oder wurde zurückgezogen. Bitten Sie die Person, die Sie eingeladen hat, um eine neue.',
    toHome: 'Zur Startseite',
    setupReady: 'Ihr Konto ist bereit',
    bannerTitle: 'Lesezugriff auf das Dashboard von {name}',
    bannerText:
      'Sie können hier alles lesen und nichts ändern. Ihre eigenen Anmeldeeinstellungen finden Sie auf Ihrer Kontoseite.',
    setupTitle: 'Konto einrichten',
    setupIntro: 'Wählen Sie das Passwort Ihres Alpora-Kontos. Der Link funktioniert einmal.',
    setupLoading: 'Der Link wird geprüft…',
    setupFor: 'Konto {username} ({email})',
    setupStaff:
      'Mitarbeitende melden sich immer mit einem zweiten Faktor an: Richten Sie jetzt eine Authenticator-App ein, bevor der Link abgeschlossen wird.',
    setupCode: 'Code aus der App',
    setupSubmit: 'Mein Konto einrichten',
    setupSubmitting: 'Wird eingerichtet…',
    setupFailed: 'Das Konto wurde nicht eingerichtet',
    setupProblem:
      'Dieser Einrichtungslink ist nicht gültig: Er ist unbekannt, wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
  },
} as const satisfies Translation<typeof english>;
