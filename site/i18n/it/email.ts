/** Le pagine a cui rimandano le nostre e-mail, in italiano: conferma di un indirizzo e disiscrizione. */
import type { email as english } from '../en/email.ts';
import type { Translation } from '../translation.ts';

export const email = {
  emailPages: {
    confirm: {
      title: 'Confermi il suo indirizzo e-mail',
      description:
        'Confermi che questo indirizzo e-mail è suo, affinché possiamo inviarle gli aggiornamenti richiesti.',
      text: 'Confermi che questo indirizzo è suo: solo allora le inviamo gli aggiornamenti che ha richiesto.',
      button: 'Confermo il mio indirizzo e-mail',
      confirming: 'Conferma in corso…',
      incomplete:
        "Questo link è incompleto: manca il suo codice. Apra di nuovo il link nella nostra e-mail, oppure copi l'intero indirizzo dall'e-mail nel suo browser.",
    },
    unsubscribe: {
      title: "Annulla l'iscrizione",
      description: 'Interrompa le e-mail con cui è arrivato questo link.',
      text: "Interrompa le e-mail con cui è arrivato questo link. Nient'altro cambia, e può iscriversi di nuovo in qualsiasi momento.",
      button: "Annulla l'iscrizione",
    },
    confirmedUpdates: {
      title: 'Il suo indirizzo e-mail è confermato',
      description: 'Il suo indirizzo e-mail è confermato per gli aggiornamenti sul prodotto.',
      text: "Le invieremo gli aggiornamenti sul prodotto e le novità sull'accesso anticipato. Ogni e-mail contiene un link per annullare l'iscrizione con un clic.",
    },
    confirmedStatus: {
      title: 'È iscritto agli aggiornamenti sullo stato',
      description: 'Il suo indirizzo e-mail è confermato per gli aggiornamenti sullo stato del servizio.',
      text: "Le scriveremo quando apriamo, aggiorniamo o risolviamo un incidente. Ogni e-mail contiene un link per annullare l'iscrizione con un clic.",
    },
    unsubscribedUpdates: {
      title: "Ha annullato l'iscrizione agli aggiornamenti sul prodotto",
      description: 'Gli aggiornamenti sul prodotto non vengono più inviati a questo indirizzo e-mail.',
      text: 'Non le inviamo più aggiornamenti sul prodotto. Le risposte alle richieste che ci invia continuano a raggiungerla.',
    },
    unsubscribedStatus: {
      title: "Ha annullato l'iscrizione agli aggiornamenti sullo stato",
      description: 'Gli aggiornamenti sullo stato del servizio non vengono più inviati a questo indirizzo e-mail.',
      text: 'Non le inviamo più e-mail sugli incidenti. La pagina di stato e il suo feed degli incidenti restano a sua disposizione.',
    },
    linkInvalid: {
      title: 'Questo link non funziona più',
      description: 'Il link della nostra e-mail è scaduto o è già stato usato.',
      text: 'Un link di conferma delle nostre e-mail funziona una sola volta e scade dopo 7 giorni. Se ha già usato questo link, non deve fare altro.',
      updates:
        "Per gli aggiornamenti sul prodotto, spunti «Inviatemi per e-mail gli aggiornamenti sul prodotto» quando si iscrive alla lista d'attesa, sceglie un piano o chiede la scheda informativa, con lo stesso indirizzo: le invieremo un nuovo link.",
      status: 'Per gli aggiornamenti sullo stato, si iscriva di nuovo sulla pagina di stato.',
    },
    toStatus: 'Vai alla pagina di stato',
    toHome: 'Torna alla pagina iniziale',
  },
} as const satisfies Translation<typeof english>;
