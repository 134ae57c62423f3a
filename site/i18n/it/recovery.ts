/** Verifica dell'indirizzo e-mail, password dimenticate e modificate, in italiano. */
import type { recovery as english } from '../en/recovery.ts';
import type { Translation } from '../translation.ts';

export const recovery = {
  recovery: {
    forgotLink: 'Ha dimenticato la password?',
    forgotTitle: 'Ha dimenticato la password?',
    forgotIntro:
      "Inserisca l'indirizzo e-mail del suo account. Se esiste un account con questo indirizzo verificato, gli inviamo un link per scegliere una nuova password. Gli indirizzi non verificati non ricevono alcun link.",
    email: 'E-mail',
    sendLink: 'Invia il link',
    sending: 'Invio in corso…',
    sentTitle: 'Controlli la sua casella di posta',
    sent: (minutes: number) =>
      `Se esiste un account con questo indirizzo e-mail verificato, gli abbiamo inviato un link per scegliere una nuova password. Il link è valido per ${minutes} ${new Intl.PluralRules('it-CH').select(minutes) === 'one' ? 'minuto' : 'minuti'}.`,
    backToLogin: "Torna all'accesso",
    resetTitle: 'Scelga una nuova password',
    resetIntro:
      'La nuova password sostituisce quella vecchia e chiude tutte le sue sessioni. Dopodiché potrà accedere con la nuova password.',
    newPassword: 'Nuova password',
    setPassword: 'Imposta la nuova password',
    resetDoneTitle: 'Password impostata',
    resetDone: 'La sua password è impostata e tutte le sessioni sono state chiuse. Acceda con la nuova password.',
    toLogin: 'Accedi',
    linkProblemTitle: 'Questo link non può essere usato',
    linkIncomplete: "Questo link è incompleto. Lo apra di nuovo dall'e-mail, oppure ne chieda uno nuovo.",
    linkInvalid: 'Questo link non è valido: è sconosciuto, è già stato usato o è scaduto.',
    newLink: 'Chieda un nuovo link',
    failed: 'Qualcosa non ha funzionato',
    failedFallback: 'Riprovi tra qualche istante.',
    verifyTitle: 'Confermi il suo indirizzo e-mail',
    verifyIntro: 'Prema il pulsante per confermare che questo indirizzo appartiene al suo account Alpora.',
    verifyButton: "Conferma l'indirizzo e-mail",
    verifying: 'Conferma in corso…',
    verifiedTitle: 'Indirizzo e-mail confermato',
    verified:
      'Il suo indirizzo e-mail è confermato. Se dovesse dimenticare la password, ora potrà reimpostarla per e-mail.',
    toDashboard: 'Vai al dashboard',
    reminder:
      'Confermi il suo indirizzo e-mail {email}: le abbiamo inviato un link. Fino ad allora non possiamo inviarle un link per reimpostare la password.',
    resend: 'Invia di nuovo il link',
    resent: 'Inviato',
    resentTo: 'Abbiamo inviato un nuovo link di conferma a {email}.',
    emailTitle: 'Indirizzo e-mail',
    emailIntro: "Dove inviamo le e-mail dell'account: link per reimpostare la password e avvisi di sicurezza.",
    emailVerified: 'Verificato',
    emailUnverified: 'Non verificato',
    passwordTitle: 'Password',
    passwordIntro: 'Modifichi la password con cui accede. Le scriviamo quando cambia.',
    currentPassword: 'Password attuale',
    endOtherSessions: 'Chiudi le mie altre sessioni',
    endOtherSessionsHint:
      'Consigliato se pensa che qualcun altro conosca la sua password. Questa sessione resta attiva.',
    changePassword: 'Modifica la password',
    changed: 'Password modificata',
    changedEnded: 'Password modificata. Altre sessioni chiuse: {count}.',
    changeFailed: 'Password non modificata',
  },
} as const satisfies Translation<typeof english>;
