/** Le richieste sulla protezione dei dati, in italiano: il modulo di /privacy/request e la pagina del link inviato per e-mail. */
import type { privacy as english } from '../en/privacy.ts';
import type { Translation } from '../translation.ts';

export const privacy = {
  privacyRequestPage: {
    byMailTitle: 'Per e-mail o per posta',
    byMail: 'Può presentare la richiesta anche per posta a {legalName}, {location}, oppure per e-mail a',
    byMailCheck:
      'Verifichiamo che la richiesta provenga dalla persona a cui si riferiscono i dati e rispondiamo entro 30 giorni dal ricevimento.',
  },
  privacyRequest: {
    formTitle: 'Presenti una richiesta',
    email: 'Il suo indirizzo e-mail',
    emailHint: 'Inviamo a questo indirizzo il link che conferma la richiesta.',
    kind: 'Che cosa desidera?',
    access: 'Vedere i miei dati',
    accessHint: 'Una copia di tutto ciò che conserviamo su questo indirizzo, da scaricare in JSON o CSV.',
    erasure: 'Cancellare i miei dati',
    erasureHint: 'Cancelliamo ciò che conserviamo su questo indirizzo, salvo ciò che la legge ci obbliga a conservare.',
    submit: 'Invia la richiesta',
    submitting: 'Invio in corso…',
    successTitle: 'Controlli la sua casella di posta',
    successText:
      'Abbiamo inviato un link a {email}. Lo apra entro {days} giorni e prema il relativo pulsante per confermare la richiesta: solo allora vi diamo seguito, e rispondiamo entro 30 giorni.',
    failed: 'La richiesta non è stata inviata',
    failedFallback: 'Riprovi tra qualche istante.',
  },
  privacyConfirm: {
    title: 'Confermi la sua richiesta sulla protezione dei dati',
    description:
      'La pagina del link che inviamo per e-mail per confermare una richiesta di consultazione o cancellazione dei suoi dati.',
    text: 'Una richiesta di consultare o cancellare i dati che conserviamo su un indirizzo e-mail.',
    press: 'Prema il pulsante per confermare di aver presentato questa richiesta. Finché non lo fa, non succede nulla.',
    button: 'Confermo la mia richiesta',
    confirming: 'Conferma in corso…',
    problemTitle: 'Questo link non può essere usato',
    incomplete: "Questo link è incompleto. Lo apra di nuovo dall'e-mail, oppure presenti una nuova richiesta.",
    invalid:
      'Questo link non è valido: è sconosciuto o è scaduto. Presenti una nuova richiesta e segua il relativo link entro 7 giorni.',
    newRequest: 'Presenti una nuova richiesta',
    failed: 'Non è stato possibile confermare la richiesta. Riprovi tra qualche istante.',
    accessTitle: 'Che cosa conserviamo su di lei',
    accessFor: 'Le registrazioni che conserviamo su {email}, per tipo:',
    accessNone: 'Non conserviamo nulla su questo indirizzo.',
    records: '{count} registrazioni',
    oneRecord: '1 registrazione',
    download:
      'Scarichi una copia con tutte le registrazioni, in JSON (per i programmi) o in CSV (per i fogli di calcolo). Questo link permette di scaricarla fino al {date}.',
    downloadJson: 'Scarica JSON',
    downloadCsv: 'Scarica CSV',
    downloading: 'Download in corso…',
    downloadFailed: 'Il download non è riuscito',
    erasureTitle: 'I suoi dati sono stati cancellati',
    erased: 'Che cosa abbiamo cancellato',
    erasedNone: 'Non conservavamo nulla da cancellare su questo indirizzo.',
    kept: 'Che cosa conserviamo, e perché',
    keptNone: 'Nulla.',
    openTitle: 'La sua richiesta è confermata',
    open: 'Un amministratore vi risponderà entro il {date} scrivendo a questo indirizzo.',
    declinedTitle: 'La sua richiesta è stata respinta',
    declined:
      "Abbiamo scritto a questo indirizzo per spiegarne il motivo. Se non è d'accordo, risponda a quell'e-mail.",
  },
} as const satisfies Translation<typeof english>;
