/**
 * Die deutschen Wörter der Mails zu Datenschutzbegehren (docs/privacy.md#requests): der Link, der
 * ein Begehren auf Einsicht oder Löschung bestätigt, und die Antwort darauf. In `de.ts` eingefügt.
 */
import { KEPT_WORDS } from '@alpora/shared/kept-after-erasure';
import type { PrivacyRequestKind } from '@alpora/shared/schemas/privacy-requests';

const requestNames: Record<PrivacyRequestKind, string> = {
  access: 'Einsicht in Ihre Daten',
  erasure: 'Löschung Ihrer Daten',
};

const plural = new Intl.PluralRules('de-CH');

const privacyReason =
  'Sie erhalten diese E-Mail, weil zu den Daten dieser Adresse ein Begehren auf der Website von Alpora gestellt oder uns gesandt wurde.';

export const privacyMailTexts = {
  privacyRequestConfirm: {
    subject: (kind: PrivacyRequestKind) => `Bestätigen Sie Ihr Begehren auf ${requestNames[kind]} bei Alpora`,
    preview: (kind: PrivacyRequestKind) =>
      `Ein Klick, und wir ${kind === 'access' ? 'zeigen Ihnen' : 'löschen'}, was wir zu dieser Adresse halten.`,
    heading: 'Datenschutzbegehren bestätigen',
    body: {
      access:
        'Jemand, hoffentlich Sie, hat verlangt, alles einzusehen, was Alpora zu dieser E-Mail-Adresse hält. Bestätigen Sie mit der Schaltfläche unten: Wir stellen es dann sofort zusammen, und derselbe Link lädt es als Datei herunter.',
      erasure:
        'Jemand, hoffentlich Sie, hat Alpora gebeten, alles zu löschen, was Alpora zu dieser E-Mail-Adresse hält: Anfragen, Abonnemente, die von uns gesandten E-Mails und ein Konto mit dieser Adresse samt allen Daten. Bestätigen Sie mit der Schaltfläche unten, und wir löschen es sofort; dies lässt sich nicht rückgängig machen.',
    } satisfies Record<PrivacyRequestKind, string>,
    button: (kind: PrivacyRequestKind) =>
      kind === 'access' ? 'Bestätigen und meine Daten einsehen' : 'Bestätigen und meine Daten löschen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (days: number) => `Der Link ist ${days} Tage lang gültig.`,
    ignore:
      'Haben Sie dies nicht verlangt, können Sie diese E-Mail ignorieren: Es geschieht nichts, solange niemand dem Link folgt.',
    reason: privacyReason,
  },
  privacyRequestAnswered: {
    subject: {
      access: 'Ihre Alpora-Daten stehen zum Download bereit',
      erasure: 'Wir haben Ihre Daten bei Alpora gelöscht',
      declined: (kind: PrivacyRequestKind) => `Zu Ihrem Begehren auf ${requestNames[kind]} bei Alpora`,
    },
    preview: {
      access: 'Laden Sie herunter, was wir zu dieser Adresse halten.',
      erasure: 'Was wir gelöscht haben und was wir aufbewahren, und warum.',
      declined: 'Wir konnten Ihr Begehren nicht ausführen; hier ist der Grund.',
    },
    heading: {
      access: 'Ihre Daten sind bereit',
      erasure: 'Ihre Daten sind gelöscht',
      declined: 'Wir haben Ihr Begehren abgelehnt',
    },
    access: {
      body: 'Wir haben alles zusammengestellt, was Alpora zu dieser E-Mail-Adresse hält. Laden Sie es auf der Seite, die die Schaltfläche öffnet, als JSON- oder CSV-Datei herunter.',
      button: 'Meine Daten herunterladen',
      linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
      until: (until: string) =>
        `Über den Link können Sie Ihre Daten bis am ${until} herunterladen. Danach stellen Sie bitte ein neues Begehren.`,
    },
    erasure: {
      body: 'Wir haben alles gelöscht, was Alpora zu dieser E-Mail-Adresse hielt.',
      erasedTitle: 'Was wir gelöscht haben',
      erasedRow: (rows: number) => `${rows} ${plural.select(rows) === 'one' ? 'Eintrag' : 'Einträge'}`,
      nothing: 'Weitere Daten zu dieser Adresse hielten wir nicht.',
      keptTitle: 'Was wir aufbewahren und warum',
      kept: KEPT_WORDS.de,
    },
    declined: {
      body: (kind: PrivacyRequestKind) =>
        `Wir haben Ihr Begehren auf ${requestNames[kind]} aus folgendem Grund nicht ausgeführt:`,
      contact: 'Sind Sie nicht einverstanden, antworten Sie auf diese E-Mail oder schreiben Sie an',
    },
    reason: privacyReason,
  },
};
