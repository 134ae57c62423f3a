/** Single Sign-on auf der Anmeldeseite und seiner Abschlussseite (docs/decisions.md §105–§108). */
import type { sso as english } from '../en/sso.ts';
import type { Translation } from '../translation.ts';

export const sso = {
  sso: {
    or: 'oder',
    errorTitle: 'Single Sign-on hat nicht funktioniert',
    errors: {
      not_configured:
        'Single Sign-on ist auf dieser Website nicht eingerichtet. Melden Sie sich mit Benutzername und Passwort an.',
      provider_unavailable:
        'Der Anmeldedienst Ihrer Organisation ist derzeit nicht erreichbar. Versuchen Sie es in einem Moment erneut oder melden Sie sich mit Ihrem Passwort an.',
      denied: 'Die Anmeldung wurde beim Anmeldedienst Ihrer Organisation abgebrochen oder abgelehnt.',
      expired: 'Diese Anmeldung hat zu lange gedauert oder wurde bereits verwendet. Beginnen Sie von vorn.',
      invalid_response:
        'Wir konnten die Antwort des Anmeldedienstes Ihrer Organisation nicht bestätigen; daher wurde niemand angemeldet. Beginnen Sie von vorn.',
      email_missing:
        'Der Anmeldedienst Ihrer Organisation hat Ihre E-Mail-Adresse nicht übermittelt, die ein Konto benötigt. Wenden Sie sich an Ihre Administration.',
      email_unverified:
        'Es besteht ein Konto mit Ihrer E-Mail-Adresse, und der Anmeldedienst Ihrer Organisation hat nicht bestätigt, dass die Adresse Ihnen gehört. Melden Sie sich stattdessen mit Ihrem Passwort an.',
      account_unverified:
        'Es besteht ein Konto mit Ihrer E-Mail-Adresse, dessen Adresse jedoch nie bestätigt wurde; Single Sign-on kann es daher nicht verwenden. Melden Sie sich bei diesem Konto an und bestätigen Sie die Adresse über die E-Mail, die wir gesendet haben, oder setzen Sie das Passwort zurück; danach funktioniert Single Sign-on.',
      second_factor_required:
        'Konten von Mitarbeitenden melden sich mit einem zweiten Faktor an. Bitten Sie eine Administratorin oder einen Administrator, ihn für Sie einzurichten.',
      account_suspended:
        'Dieses Konto ist gesperrt. Kontaktieren Sie hello@alpora.ch, um den Grund zu erfahren und wie Sie wieder Zugang erhalten.',
    },
    unknownError:
      'Single Sign-on hat nicht funktioniert. Beginnen Sie von vorn oder melden Sie sich mit Ihrem Passwort an.',
    completeTitle: 'Single Sign-on',
    completeIntro: 'Der letzte Schritt der Anmeldung über Ihre Organisation.',
    completeFailed: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet.',
    completeUnreachable:
      'Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und beginnen Sie von vorn.',
    backToLogin: 'Zurück zur Anmeldung',
  },
} as const satisfies Translation<typeof english>;
