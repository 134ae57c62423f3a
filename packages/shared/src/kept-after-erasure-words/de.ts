/**
 * Was eine Löschung aufbewahrt, und warum, auf Deutsch (docs/privacy.md#requests): die Worte von
 * ../kept-after-erasure.ts, die /de/privacy/request zeigt und die E-Mail mit der Antwort auf eine
 * Löschung wiederholt.
 */
import type { KeptWords } from '../kept-after-erasure.ts';
import { retentionPeriod } from '../retention-period.ts';

export const GERMAN_KEPT_WORDS: KeptWords = {
  period: (retention) => retentionPeriod(retention, 'de'),
  kinds: (ids: string) => `(Datenkarte: ${ids})`,
  request: {
    what: 'Dieses Begehren: Ihre Adresse, seine Zeitpunkte und was wir gelöscht und aufbewahrt haben',
    why: (period: string) =>
      `Zum Nachweis, dass wir es beantwortet haben, wie es das Datenschutzrecht verlangt; Aufbewahrung: ${period}`,
  },
  delivery: {
    what: 'Das Zustellprotokoll der E-Mail, die Ihnen mitteilt, dass dieses Begehren erledigt ist',
    why: (period: string) => `Zum Nachweis, dass wir Sie informiert haben; Aufbewahrung: ${period}`,
  },
  audit: {
    what: 'Einträge im Audit-Log darüber, was unsere Mitarbeitenden mit Ihren Daten getan haben, nur mit der ID des Datensatzes',
    why: (period: string) =>
      `Rechenschaft über die Arbeit unserer Mitarbeitenden mit Personendaten; Aufbewahrung: ${period}, mit keinen Angaben über Sie ausser IDs`,
  },
  serverLogs: {
    what: 'Serverprotokolle Ihrer Anfragen an die Website',
    why: (period: string) => `Betrieb und Sicherheit des Dienstes; unser Hosting-Anbieter löscht sie ${period}`,
  },
  backups: {
    what: 'Datensicherungen der Datenbank, die vor der Löschung erstellt wurden',
    why: (period: string) => `Wiederherstellung des Dienstes nach einem Ausfall; jede wird ${period} gelöscht`,
  },
  legalRecords: {
    what: 'Handelsaufzeichnungen und Dossiers zur Bekämpfung der Geldwäscherei, sofern wir solche führen, ausserhalb dieser Website',
    why: (period: string) => `Das Gesetz verpflichtet uns, sie aufzubewahren, Handelsaufzeichnungen ${period}`,
  },
  ownWork: {
    what: 'Einträge im Audit-Log zu Ihrer eigenen Arbeit in unserem Team, unter Ihrem Benutzernamen',
    why: (period: string) =>
      `Rechenschaft darüber, was unser Team mit Personendaten getan hat; Aufbewahrung: ${period}`,
  },
};
