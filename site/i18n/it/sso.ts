/** Il single sign-on sulla pagina di accesso e sulla sua pagina di sessione, in italiano. */
import type { sso as english } from '../en/sso.ts';
import type { Translation } from '../translation.ts';

const errors = {
  not_configured:
    'Il single sign-on non è configurato su questo sito. Acceda con il suo nome utente e la sua password.',
  provider_unavailable:
    'Il servizio di accesso della sua organizzazione non è raggiungibile al momento. Riprovi tra qualche istante, oppure acceda con la sua password.',
  denied: 'L’accesso è stato annullato o rifiutato dal servizio di accesso della sua organizzazione.',
  expired: 'Questo accesso ha richiesto troppo tempo o è già stato usato. Lo avvii di nuovo.',
  invalid_response:
    'Non abbiamo potuto verificare la risposta del servizio di accesso della sua organizzazione, quindi nessuno ha effettuato l’accesso. Ricominci.',
  email_missing:
    'Il servizio di accesso della sua organizzazione non ha trasmesso il suo indirizzo e-mail, necessario per un account. Si rivolga al suo amministratore.',
  email_unverified:
    'Esiste già un account con il suo indirizzo e-mail, e il servizio di accesso della sua organizzazione non ha confermato che l’indirizzo è suo. Acceda invece con la sua password.',
  account_unverified:
    'Esiste già un account con il suo indirizzo e-mail, ma il suo indirizzo non è mai stato confermato, quindi il single sign-on non può usarlo. Acceda a quell’account e confermi l’indirizzo tramite l’e-mail che le abbiamo inviato, oppure ne reimposti la password; dopodiché il single sign-on funzionerà.',
  second_factor_required:
    'Gli account del personale accedono con un secondo fattore. Chieda a un amministratore di configurarne uno per lei.',
  account_suspended:
    'Questo account è sospeso. Scriva a hello@alpora.ch per sapere perché e come ottenere di nuovo l’accesso.',
} as const;

export const sso = {
  sso: {
    or: 'oppure',
    errorTitle: 'Il single sign-on non ha funzionato',
    errors,
    unknownError: 'Il single sign-on non ha funzionato. Ricominci, oppure acceda con la sua password.',
    completeTitle: 'Single sign-on',
    completeIntro: "L'ultimo passaggio dell'accesso tramite la sua organizzazione.",
    completeFailed: 'Questo accesso è scaduto o è già stato usato.',
    completeUnreachable: 'Non siamo riusciti a raggiungere il server. Verifichi la connessione e ricominci.',
    backToLogin: "Torna all'accesso",
  },
} as const satisfies Translation<typeof english>;
