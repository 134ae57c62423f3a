/** Die Seiten, auf die unsere E-Mails verlinken (docs/product.md#routes): Adresse bestätigen, abmelden und die Ergebnisseiten danach. */
import type { email as english } from '../en/email.ts';
import type { Translation } from '../translation.ts';

export const email = {
  emailPages: {
    confirm: {
      title: 'E-Mail-Adresse bestätigen',
      description:
        'Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, damit wir Ihnen die gewünschten Neuigkeiten senden können.',
      text: 'Bestätigen Sie, dass diese Adresse Ihnen gehört: Erst dann senden wir Ihnen die gewünschten Neuigkeiten.',
      button: 'Meine E-Mail-Adresse bestätigen',
      confirming: 'Wird bestätigt…',
      incomplete:
        'Dieser Link ist unvollständig: Sein Code fehlt. Öffnen Sie den Link in unserer E-Mail erneut oder kopieren Sie die ganze Adresse aus der E-Mail in Ihren Browser.',
    },
    unsubscribe: {
      title: 'Abmelden',
      description: 'Die E-Mails abbestellen, mit denen dieser Link kam.',
      text: 'Bestellen Sie die E-Mails ab, mit denen dieser Link kam. Sonst ändert sich nichts, und Sie können sich jederzeit wieder anmelden.',
      button: 'Abmelden',
    },
    confirmedUpdates: {
      title: 'Ihre E-Mail-Adresse ist bestätigt',
      description: 'Ihre E-Mail-Adresse ist für Produktneuigkeiten bestätigt.',
      text: 'Wir senden Ihnen Produktneuigkeiten und Informationen zum frühen Zugang. Jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden können.',
    },
    confirmedStatus: {
      title: 'Sie haben Statusmeldungen abonniert',
      description: 'Ihre E-Mail-Adresse ist für Statusmeldungen bestätigt.',
      text: 'Wir senden Ihnen eine E-Mail, wenn wir einen Vorfall eröffnen, aktualisieren oder beheben. Jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden können.',
    },
    unsubscribedUpdates: {
      title: 'Sie sind von den Produktneuigkeiten abgemeldet',
      description: 'An diese E-Mail-Adresse werden keine Produktneuigkeiten mehr gesendet.',
      text: 'Wir senden Ihnen keine Produktneuigkeiten mehr. Antworten auf eine Anfrage, die Sie uns senden, erreichen Sie weiterhin.',
    },
    unsubscribedStatus: {
      title: 'Sie sind von den Statusmeldungen abgemeldet',
      description: 'An diese E-Mail-Adresse werden keine Statusmeldungen mehr gesendet.',
      text: 'Wir senden Ihnen keine E-Mails zu Vorfällen mehr. Die Statusseite und ihr Vorfall-Feed bleiben für Sie zugänglich.',
    },
    linkInvalid: {
      title: 'Dieser Link funktioniert nicht mehr',
      description: 'Der Link aus unserer E-Mail ist abgelaufen oder wurde bereits verwendet.',
      text: 'Ein Bestätigungslink in unseren E-Mails funktioniert einmal und läuft nach 7 Tagen ab. Haben Sie diesen bereits verwendet, ist nichts weiter zu tun.',
      updates:
        'Für Produktneuigkeiten kreuzen Sie «Produktneuigkeiten per E-Mail senden» an, wenn Sie sich auf die Warteliste setzen, einen Plan wählen oder den One-Pager anfordern, mit derselben Adresse: Wir senden Ihnen einen neuen Link.',
      status: 'Für Statusmeldungen abonnieren Sie diese auf der Statusseite erneut.',
    },
    toStatus: 'Zur Statusseite',
    toHome: 'Zurück zur Startseite',
  },
} as const satisfies Translation<typeof english>;
