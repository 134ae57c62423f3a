/** Datenschutzbegehren (docs/privacy.md#requests): das Formular auf /privacy/request und die Seite seines zugestellten Links, /privacy/request/confirm. */
import type { privacy as english } from '../en/privacy.ts';
import type { Translation } from '../translation.ts';

export const privacy = {
  privacyRequestPage: {
    byMailTitle: 'Per E-Mail oder Post',
    byMail: 'Sie können Ihr Begehren auch per Post an die {legalName}, {location}, oder per E-Mail richten an',
    byMailCheck:
      'Wir prüfen, ob das Begehren von der Person stammt, die die Daten betreffen, und beantworten es innert 30 Tagen nach Eingang.',
  },
  privacyRequest: {
    formTitle: 'Begehren stellen',
    email: 'Ihre E-Mail-Adresse',
    emailHint: 'An diese Adresse senden wir den Link, mit dem Sie das Begehren bestätigen.',
    kind: 'Was möchten Sie?',
    access: 'Meine Daten einsehen',
    accessHint: 'Eine Kopie von allem, was wir zu dieser Adresse halten, zum Herunterladen als JSON oder CSV.',
    erasure: 'Meine Daten löschen',
    erasureHint: 'Wir löschen, was wir zu dieser Adresse halten, ausser was wir von Gesetzes wegen aufbewahren müssen.',
    submit: 'Begehren senden',
    submitting: 'Wird gesendet…',
    successTitle: 'Bitte prüfen Sie Ihr Postfach',
    successText:
      'Wir haben einen Link an {email} gesendet. Öffnen Sie ihn innert {days} Tagen und betätigen Sie die Schaltfläche, um das Begehren zu bestätigen: Erst dann bearbeiten wir es, und wir antworten innert 30 Tagen.',
    failed: 'Das Begehren wurde nicht gesendet',
    failedFallback: 'Bitte versuchen Sie es in einem Moment erneut.',
  },
  privacyConfirm: {
    title: 'Datenschutzbegehren bestätigen',
    description:
      'Die Seite des Links, den wir zur Bestätigung eines Begehrens auf Einsicht oder Löschung Ihrer Daten senden.',
    text: 'Ein Begehren auf Einsicht in die Daten, die wir zu einer E-Mail-Adresse halten, oder auf deren Löschung.',
    press:
      'Betätigen Sie die Schaltfläche, um zu bestätigen, dass Sie dieses Begehren gestellt haben. Vorher geschieht nichts.',
    button: 'Mein Begehren bestätigen',
    confirming: 'Wird bestätigt…',
    problemTitle: 'Dieser Link kann nicht verwendet werden',
    incomplete:
      'Dieser Link ist unvollständig. Öffnen Sie ihn erneut aus der E-Mail oder stellen Sie ein neues Begehren.',
    invalid:
      'Dieser Link ist nicht gültig: Er ist unbekannt oder abgelaufen. Stellen Sie ein neues Begehren und folgen Sie dessen Link innert 7 Tagen.',
    newRequest: 'Neues Begehren stellen',
    failed: 'Das Begehren konnte nicht bestätigt werden. Bitte versuchen Sie es in einem Moment erneut.',
    accessTitle: 'Was wir über Sie halten',
    accessFor: 'Die Einträge, die wir zu {email} halten, nach Art:',
    accessNone: 'Wir halten nichts zu dieser Adresse.',
    records: '{count} Einträge',
    oneRecord: '1 Eintrag',
    download:
      'Laden Sie eine Kopie mit allen Einträgen herunter, als JSON (für Programme) oder CSV (für Tabellenkalkulationen). Dieser Link funktioniert bis am {date}.',
    downloadJson: 'JSON herunterladen',
    downloadCsv: 'CSV herunterladen',
    downloading: 'Wird heruntergeladen…',
    downloadFailed: 'Der Download ist fehlgeschlagen',
    erasureTitle: 'Ihre Daten sind gelöscht',
    erased: 'Was wir gelöscht haben',
    erasedNone: 'Wir hielten zu dieser Adresse nichts, das zu löschen gewesen wäre.',
    kept: 'Was wir aufbewahren und warum',
    keptNone: 'Nichts.',
    openTitle: 'Ihr Begehren ist bestätigt',
    open: 'Eine Administratorin oder ein Administrator beantwortet es bis am {date} und schreibt an diese Adresse.',
    declinedTitle: 'Ihr Begehren wurde abgelehnt',
    declined:
      'Wir haben Ihnen an diese Adresse geschrieben, warum. Antworten Sie auf diese E-Mail, wenn Sie nicht einverstanden sind.',
  },
} as const satisfies Translation<typeof english>;
