/** Accesso e registrazione con i relativi messaggi, in italiano. */
import type { auth as english } from '../en/auth.ts';
import type { Translation } from '../translation.ts';

export const auth = {
  account: {
    loginTitle: 'Accesso',
    loginIntro: 'Bentornato. Acceda al suo dashboard.',
    registerTitle: 'Crei il suo account',
    registerIntro: 'Apra un account per vedere il dashboard con un portafoglio dimostrativo simulato.',
    firstName: 'Nome',
    lastName: 'Cognome',
    optional: 'facoltativo',
    username: 'Nome utente',
    email: 'E-mail',
    password: 'Password',
    passwordHint:
      'Almeno 12 caratteri; qualsiasi carattere, anche spazi. Non una password comune o già compromessa, e senza il suo nome utente, la parte del nome del suo indirizzo e-mail o «Alpora». Una breve frase è facile da ricordare e difficile da indovinare.',
    submitLogin: 'Accedi',
    submitRegister: 'Crea account',
    submitting: 'Attenda…',
    toRegister: 'Non ha ancora un account?',
    toRegisterLink: 'Ne crei uno',
    toLogin: 'Ha già un account?',
    toLoginLink: 'Acceda',
    loginFailed: 'Accesso non riuscito',
    loginFailedFallback: 'Credenziali non valide',
    registerFailed: 'Registrazione non riuscita',
    registerFailedFallback: "Non è stato possibile creare l'account",
    success: 'Operazione riuscita',
    loggedIn: 'Accesso effettuato',
    registered: 'Account creato.',
    closeToast: 'Chiudi',
    notification: 'Notifica',
    notifications: 'Notifiche ({hotkey})',
  },
} as const satisfies Translation<typeof english>;
