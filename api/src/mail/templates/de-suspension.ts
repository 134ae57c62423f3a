/**
 * Die deutschen Wörter der Mails, die einer Kontoinhaberin oder einem Kontoinhaber die Sperrung
 * oder Wiederfreischaltung des Kontos mitteilen (docs/back-office.md#users, docs/decisions.md §185).
 * In `de.ts` eingefügt; der interne Grund der Mitarbeitenden gehört nicht dazu (§185).
 */
import { accountReason } from './de-account.ts';

export const suspensionMailTexts = {
  accountSuspended: {
    subject: 'Ihr Alpora-Konto ist gesperrt',
    preview: 'Jede Sitzung wurde beendet, und bis zur Wiederfreischaltung kann sich niemand beim Konto anmelden.',
    heading: 'Ihr Konto ist gesperrt',
    body: (username: string, at: string) =>
      `Wir haben das Alpora-Konto ${username} am ${at} gesperrt. Jede Sitzung des Kontos wurde sofort beendet, und niemand kann sich, auf welchem Weg auch immer, anmelden, bis wir es wieder freischalten. Seine Daten bleiben unverändert.`,
    contact: 'Um den Grund zu erfahren und wie Sie wieder Zugang erhalten, schreiben Sie an',
    reason: accountReason,
  },
  accountReinstated: {
    subject: 'Ihr Alpora-Konto ist wieder freigeschaltet',
    preview: 'Sie können sich wie bisher wieder anmelden.',
    heading: 'Ihr Konto ist wieder freigeschaltet',
    body: (username: string, at: string) =>
      `Wir haben die Sperrung des Alpora-Kontos ${username} am ${at} aufgehoben. Sie können sich wie bisher wieder anmelden: An Ihrer Anmeldeart hat sich nichts geändert.`,
    button: 'Anmelden',
    contact: 'Fragen zur Sperrung? Schreiben Sie an',
    reason: accountReason,
  },
};
