/** Gli osservatori e i link di configurazione, in italiano: la sezione Osservatori di /account, /invitation, /set-up-account e il banner del dashboard. */
import type { viewers as english } from '../en/viewers.ts';
import type { Translation } from '../translation.ts';

export const viewers = {
  viewers: {
    title: 'Osservatori',
    intro:
      'Permetta a un consulente o a un revisore di consultare il suo dashboard: riceve un proprio account che vede i suoi portafogli, le sue posizioni e i suoi ordini, senza poter modificare nulla.',
    email: 'Il suo indirizzo e-mail',
    invite: "Invia l'invito",
    inviting: 'Invio in corso…',
    invited: 'Invito inviato',
    invitedDetail: 'Abbiamo inviato un link a {email}. Funziona una sola volta, per 7 giorni.',
    inviteFailed: "L'invito non è stato inviato",
    listLabel: 'I suoi osservatori e inviti',
    none: 'Ancora nessun osservatore.',
    loading: 'Caricamento degli osservatori…',
    loadFailed: 'Non è stato possibile caricare i suoi osservatori: {message}',
    pending: 'Invitato',
    active: 'Osservatore',
    pendingDetail: 'Invitato il {invited}; il link funziona fino al {expires}.',
    activeDetail: '{username}, registrato il {joined}',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {email}',
    withdrawLabel: "Ritira l'invito di {email}",
    removed: 'Rimosso',
    removedDetail: '{email} non può più consultare il suo dashboard.',
    removeFailed: 'Non è stato possibile rimuoverlo',
    limit: 'Al massimo {limit} osservatori e inviti.',
    unverified:
      "Verifichi prima il suo indirizzo e-mail: l'invito lo indica, affinché la persona sappia chi l'ha invitata.",
    invitationTitle: 'È invitato a consultare un dashboard',
    invitationIntro:
      'Apra un account di sola lettura: vede i portafogli, le posizioni e gli ordini della persona che la ha invitata, senza poter modificare nulla.',
    invitationFrom: '{name} ({email}) ha invitato {invitee}.',
    invitationLoading: "Verifica dell'invito…",
    username: 'Nome utente',
    password: 'Password',
    join: 'Apri il mio account di osservatore',
    joining: 'Apertura in corso…',
    joinFailed: "L'account non è stato aperto",
    invitationProblem:
      'Questo invito non è valido: è sconosciuto, è già stato usato, è scaduto o è stato ritirato. Ne chieda uno nuovo alla persona che la ha invitata.',
    toHome: 'Vai alla pagina iniziale',
    setupReady: 'Il suo account è pronto',
    bannerTitle: 'Vista in sola lettura del dashboard di {name}',
    bannerText:
      'Qui può consultare tutto senza modificare nulla. Le sue impostazioni di accesso si trovano nella pagina del suo account.',
    setupTitle: 'Configuri il suo account',
    setupIntro: 'Scelga la password del suo account Alpora. Il link funziona una sola volta.',
    setupLoading: 'Verifica del link…',
    setupFor: 'Account {username} ({email})',
    setupStaff:
      "Il personale accede sempre con un secondo fattore: configuri ora un'app di autenticazione, prima che il link venga completato.",
    setupCode: "Codice dell'app",
    setupSubmit: 'Configura il mio account',
    setupSubmitting: 'Configurazione in corso…',
    setupFailed: "L'account non è stato configurato",
    setupProblem:
      'Questo link di configurazione non è valido: è sconosciuto, è già stato usato o è scaduto. Ne chieda uno nuovo.',
  },
} as const satisfies Translation<typeof english>;
