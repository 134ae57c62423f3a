/** Anmeldung und Registrierung mit ihren Meldungen (docs/product.md#accounts). */
import type { auth as english } from '../en/auth.ts';
import type { Translation } from '../translation.ts';

export const auth = {
  account: {
    loginTitle: 'Anmelden',
    loginIntro: 'Willkommen zurück. Melden Sie sich bei Ihrem Dashboard an.',
    registerTitle: 'Konto erstellen',
    registerIntro: 'Eröffnen Sie ein Konto, um das Dashboard mit einem simulierten Demo-Portfolio zu sehen.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    optional: 'freiwillig',
    username: 'Benutzername',
    email: 'E-Mail',
    password: 'Passwort',
    passwordHint:
      'Mindestens 12 Zeichen; alle Zeichen sind erlaubt, auch Leerzeichen. Kein verbreitetes oder bereits kompromittiertes Passwort, und weder Ihr Benutzername noch der Namensteil Ihrer E-Mail-Adresse noch «Alpora» darf darin vorkommen. Ein kurzer Satz ist leicht zu merken und schwer zu erraten.',
    submitLogin: 'Anmelden',
    submitRegister: 'Konto erstellen',
    submitting: 'Bitte warten…',
    toRegister: 'Noch kein Konto?',
    toRegisterLink: 'Jetzt erstellen',
    toLogin: 'Haben Sie bereits ein Konto?',
    toLoginLink: 'Anmelden',
    loginFailed: 'Anmeldung fehlgeschlagen',
    loginFailedFallback: 'Ungültige Anmeldedaten',
    registerFailed: 'Registrierung fehlgeschlagen',
    registerFailedFallback: 'Das Konto konnte nicht erstellt werden',
    success: 'Erfolgreich',
    loggedIn: 'Sie sind angemeldet',
    registered: 'Ihr Konto wurde erstellt.',
    closeToast: 'Schliessen',
    notification: 'Mitteilung',
    notifications: 'Mitteilungen ({hotkey})',
  },
} as const satisfies Translation<typeof english>;
