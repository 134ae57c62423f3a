/**
 * Le parole italiane delle e-mail che aprono un account per un'altra persona: l'invito di un
 * osservatore da parte di un cliente e il link di configurazione di un account aperto da un
 * operatore. Incluse in `it.ts`, come in `en-invitations.ts`.
 */
import { INTL_LOCALES } from '@alpora/shared/locales';

const plural = new Intl.PluralRules(INTL_LOCALES.it);

export const invitationMailTexts = {
  viewerInvitation: {
    subject: (client: string) => `${client} la invita a consultare il suo dashboard Alpora`,
    preview: 'Apra un account di sola lettura per vederne i portafogli.',
    heading: 'È invitato a consultare un dashboard',
    body: (client: string, clientEmail: string) =>
      `Buongiorno, ${client} (${clientEmail}) ha invitato questo indirizzo a consultare il proprio dashboard Alpora: portafogli, posizioni e ordini. Un osservatore può soltanto leggere; non può negoziare né modificare le impostazioni.`,
    button: "Accetta l'invito",
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (days: number) =>
      `Il link funziona una sola volta, per ${days} ${plural.select(days) === 'one' ? 'giorno' : 'giorni'}. Sulla pagina che si apre sceglierà un nome utente e una password.`,
    ignore: 'Se non conosce questa persona, ignori questa e-mail: senza di lei non viene aperto alcun account.',
    reason:
      "Riceve questa e-mail perché un cliente di Alpora ha indicato questo indirizzo per concedergli l'accesso in lettura.",
  },
  accountSetup: {
    subject: 'Configuri il suo account Alpora',
    preview: 'Scelga una password per iniziare.',
    heading: 'Il suo account Alpora è pronto per essere configurato',
    body: (username: string) =>
      `Buongiorno, per questo indirizzo è stato aperto un account Alpora con il nome utente ${username}. Ne scelga la password con il pulsante qui sotto.`,
    staff:
      "Si tratta di un account del personale: prima che il link venga completato, configurerà anche un'app di autenticazione, poiché il personale accede sempre con un secondo fattore.",
    button: 'Configura il mio account',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (hours: number) =>
      `Il link funziona una sola volta, per ${hours} ${plural.select(hours) === 'one' ? 'ora' : 'ore'}. Trascorso questo tempo, ne chieda uno nuovo alla persona che ha aperto l'account.`,
    reason: 'Riceve questa e-mail perché un operatore di Alpora ha aperto un account per questo indirizzo.',
  },
};
