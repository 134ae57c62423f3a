/**
 * Die deutschen Wörter der Konto-Mails (docs/decisions.md §91–§93): Bestätigung einer Adresse,
 * Zurücksetzen eines Passworts, der Hinweis auf ein geändertes Passwort und der Hinweis, dass
 * jemand mit einer bereits verwendeten Adresse ein Konto eröffnen wollte. In `de.ts` eingefügt.
 */
export const accountReason = 'Sie erhalten diese E-Mail, weil diese Adresse zu einem Alpora-Konto gehört.';

export const accountMailTexts = {
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Alpora',
    preview: 'Ein Klick belegt, dass diese Adresse Ihnen gehört.',
    heading: 'E-Mail-Adresse bestätigen',
    // Wiederholt nichts, was die registrierende Person eingetippt hat: Jede Person kann sich mit fremder Adresse registrieren.
    body: 'Mit dieser Adresse wurde ein Alpora-Konto eröffnet. Bitte bestätigen Sie, dass die Adresse Ihnen gehört: Nur an eine bestätigte Adresse können wir einen Link zum Zurücksetzen des Passworts senden.',
    button: 'E-Mail-Adresse bestätigen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (days: number) => `Der Link ist ${days} Tage lang gültig.`,
    ignore: 'Haben Sie kein Alpora-Konto eröffnet, können Sie diese E-Mail ignorieren: Die Adresse bleibt unbestätigt.',
    reason:
      'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora zur Eröffnung eines Kontos angegeben wurde.',
  },
  passwordReset: {
    subject: 'Ihr Alpora-Passwort zurücksetzen',
    preview: 'Ein Link, mit dem Sie ein neues Passwort wählen.',
    heading: 'Neues Passwort wählen',
    body: (username: string) =>
      `Jemand, hoffentlich Sie, hat verlangt, das Passwort des Alpora-Kontos ${username} zurückzusetzen. Wählen Sie mit der Schaltfläche unten ein neues.`,
    button: 'Neues Passwort wählen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (minutes: number) =>
      `Der Link funktioniert einmal und ${minutes} Minuten lang. Das Zurücksetzen meldet jede Sitzung des Kontos ab.`,
    ignore: 'Haben Sie dies nicht verlangt, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    reason: accountReason,
  },
  passwordChanged: {
    subject: 'Ihr Alpora-Passwort wurde geändert',
    preview: 'Waren Sie es nicht, setzen Sie Ihr Passwort jetzt zurück.',
    heading: 'Ihr Passwort wurde geändert',
    body: {
      changed: (username: string, at: string) =>
        `Das Passwort des Alpora-Kontos ${username} wurde am ${at} auf der Kontoseite geändert.`,
      reset: (username: string, at: string) =>
        `Das Passwort des Alpora-Kontos ${username} wurde am ${at} über einen Link zurückgesetzt, den wir an diese Adresse gesendet haben. Jede Sitzung wurde abgemeldet.`,
    },
    notYou:
      'Waren Sie es nicht, setzen Sie Ihr Passwort sofort zurück und prüfen Sie das Sicherheitsprotokoll auf Ihrer Kontoseite:',
    button: 'Mein Passwort zurücksetzen',
    reason: accountReason,
  },
  accountExists: {
    subject: 'Jemand wollte mit Ihrer Adresse ein Alpora-Konto eröffnen',
    preview: 'Ihr Konto ist unverändert.',
    heading: 'Ein Konto mit dieser Adresse besteht bereits',
    body: 'Soeben hat jemand versucht, mit dieser E-Mail-Adresse ein neues Alpora-Konto zu eröffnen. Die Adresse gehört bereits zu einem Konto; es wurde daher kein zweites eröffnet, und Ihr Konto ist unverändert.',
    ifYou:
      'Waren Sie es, melden Sie sich bei Ihrem bestehenden Konto an, oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
    signIn: 'Anmelden',
    forgot: 'Passwort vergessen? Wählen Sie hier ein neues:',
    ifNotYou: 'Waren Sie es nicht, müssen Sie nichts tun.',
    reason: accountReason,
  },
};
