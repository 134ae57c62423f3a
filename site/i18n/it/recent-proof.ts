/** La prova che una modifica sensibile su /account richiede, in italiano: password attuale o accesso recente, e chiusura delle altre sessioni. */
import type { recentProof as english } from '../en/recent-proof.ts';
import type { Translation } from '../translation.ts';

export const recentProof = {
  recentProof: {
    currentPassword: 'Password attuale',
    currentPasswordHint: 'Per verificare che sia lei.',
    bySignIn:
      'Il suo account accede tramite la sua organizzazione; un accesso negli ultimi 15 minuti conferma questa modifica.', // claim: recent-sign-in
    noPassword: 'Il suo account accede tramite la sua organizzazione, quindi qui non ha alcuna password da modificare.',
    endOtherSessions: 'Chiudi le mie altre sessioni',
    endOtherSessionsHint: 'Disconnette tutti gli altri browser collegati al suo account. Questo resta collegato.',
    cancel: 'Annulla',
    working: 'Attenda…',
  },
} as const satisfies Translation<typeof english>;
