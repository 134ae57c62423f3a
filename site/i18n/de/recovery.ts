/** Bestätigung der E-Mail-Adresse, vergessene und geänderte Passwörter (docs/decisions.md §90–§93). */
import type { recovery as english } from '../en/recovery.ts';
import type { Translation } from '../translation.ts';

export const recovery = {
  recovery: {
    forgotLink: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen?',
    forgotIntro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Besteht ein Konto mit dieser bestätigten Adresse, senden wir ihr einen Link, mit dem Sie ein neues Passwort wählen. Nicht bestätigte Adressen erhalten keinen Link.',
    email: 'E-Mail',
    sendLink: 'Link senden',
    sending: 'Wird gesendet…',
    sentTitle: 'Bitte prüfen Sie Ihr Postfach',
    sent: (minutes: number) =>
      `Besteht ein Konto mit dieser bestätigten E-Mail-Adresse, haben wir ihr einen Link gesendet, mit dem Sie ein neues Passwort wählen. Der Link ist ${minutes} ${new Intl.PluralRules('de-CH').select(minutes) === 'one' ? 'Minute' : 'Minuten'} lang gültig.`,
    backToLogin: 'Zurück zur Anmeldung',
    resetTitle: 'Neues Passwort wählen',
    resetIntro: 'Das neue Passwort ersetzt das alte und meldet Sie überall ab. Danach melden Sie sich damit an.',
    newPassword: 'Neues Passwort',
    setPassword: 'Neues Passwort festlegen',
    resetDoneTitle: 'Passwort festgelegt',
    resetDone:
      'Ihr Passwort ist festgelegt, und alle Sitzungen wurden abgemeldet. Melden Sie sich mit dem neuen Passwort an.',
    toLogin: 'Anmelden',
    linkProblemTitle: 'Dieser Link kann nicht verwendet werden',
    linkIncomplete:
      'Dieser Link ist unvollständig. Öffnen Sie ihn erneut aus der E-Mail oder fordern Sie einen neuen an.',
    linkInvalid: 'Dieser Link ist nicht gültig: Er ist unbekannt, wurde bereits verwendet oder ist abgelaufen.',
    newLink: 'Neuen Link anfordern',
    failed: 'Etwas ist schiefgegangen',
    failedFallback: 'Bitte versuchen Sie es in einem Moment erneut.',
    verifyTitle: 'E-Mail-Adresse bestätigen',
    verifyIntro: 'Betätigen Sie die Schaltfläche, um zu bestätigen, dass diese Adresse zu Ihrem Alpora-Konto gehört.',
    verifyButton: 'E-Mail-Adresse bestätigen',
    verifying: 'Wird bestätigt…',
    verifiedTitle: 'E-Mail-Adresse bestätigt',
    verified:
      'Ihre E-Mail-Adresse ist bestätigt. Sollten Sie Ihr Passwort einmal vergessen, können Sie es nun per E-Mail zurücksetzen.',
    toDashboard: 'Zum Dashboard',
    reminder:
      'Bitte bestätigen Sie Ihre E-Mail-Adresse {email}: Wir haben Ihnen einen Link gesendet. Bis dahin können wir Ihnen keinen Link zum Zurücksetzen des Passworts senden.',
    resend: 'Link erneut senden',
    resent: 'Gesendet',
    resentTo: 'Wir haben einen neuen Bestätigungslink an {email} gesendet.',
    emailTitle: 'E-Mail-Adresse',
    emailIntro: 'Wohin wir Konto-E-Mails senden: Links zum Zurücksetzen des Passworts und Sicherheitshinweise.',
    emailVerified: 'Bestätigt',
    emailUnverified: 'Nicht bestätigt',
    passwordTitle: 'Passwort',
    passwordIntro:
      'Ändern Sie das Passwort, mit dem Sie sich anmelden. Wir benachrichtigen Sie per E-Mail, wenn es sich ändert.',
    currentPassword: 'Aktuelles Passwort',
    endOtherSessions: 'Meine anderen Sitzungen abmelden',
    endOtherSessionsHint:
      'Empfohlen, wenn Sie vermuten, dass jemand anderes Ihr Passwort kennt. Diese Sitzung bleibt angemeldet.',
    changePassword: 'Passwort ändern',
    changed: 'Passwort geändert',
    changedEnded: 'Passwort geändert. Abgemeldete andere Sitzungen: {count}.',
    changeFailed: 'Passwort nicht geändert',
  },
} as const satisfies Translation<typeof english>;
