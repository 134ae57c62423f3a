/** Wörter der Seiten, die die Datenkarte zeigen (docs/privacy.md#data-map): Datenschutzerklärung und Verzeichnis der Bearbeitungstätigkeiten. */
import type { dataMap as english } from '../en/data-map.ts';
import type { Translation } from '../translation.ts';

export const dataMap = {
  dataMap: {
    purpose: 'Zweck',
    legalBasis: 'Rechtsgrundlage',
    subjects: 'Wessen Daten',
    data: 'Welche Daten',
    recipients: 'Wer sie erhält',
    retention: 'Wie lange wir sie aufbewahren',
    kept: 'Aufbewahrt',
    deletedBy: 'Gelöscht durch',
    lifetime: 'Aufbewahrt',
    where: {
      localStorage: 'Local Storage',
      sessionStorage: 'Session Storage',
      cookie: 'Cookie',
    },
    enforcedBy: {
      purge: 'unseren Server, der stündlich prüft und löscht, was seine Frist überschritten hat',
      backup: 'unseren Sicherungsjob, der bei jeder neuen Sicherung ältere Sicherungen löscht',
      host: 'unseren Hosting-Anbieter, der seine Protokolle nach dieser Frist löscht',
      owner:
        'Sie oder den Kunden, dem sie gehören: Sie enden, wenn Sie sich abmelden oder uns um die Löschung bitten (/privacy/request)',
      records:
        'unsere Geschäftsunterlagen, ausserhalb dieser Website aufbewahrt, wie es das Gesetz verlangt, und danach gelöscht',
      team: 'unser Team, das sie nach Ablauf ihrer Frist aus unserem Postfach löscht',
    },
    record: {
      controller: 'Verantwortliche',
      name: 'Name und Adresse',
      contact: 'Kontakt',
      activities: 'Bearbeitungstätigkeiten',
      abroad: 'Bekanntgabe ins Ausland',
      security: 'Sicherheitsmassnahmen',
      privacyPolicy: 'Datenschutzerklärung lesen',
    },
  },
} as const satisfies Translation<typeof english>;
