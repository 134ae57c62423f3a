/** Le parole della prenotazione di una demo sul sito, in italiano: scelta dell'orario, conferme e pagina di gestione. */
import type { demoBooking as english } from '../en/demo-booking.ts';
import type { Translation } from '../translation.ts';

export const demoBooking = {
  demoBooking: {
    pickTime: 'Scelga un orario',
    zoneNote: 'Gli orari sono indicati nel suo fuso orario, {zone}.',
    loading: 'Caricamento degli orari liberi…',
    chooseSlot: 'Scelga prima un orario.',
    yourDetails: 'I suoi dati',
    chosen: 'Scelto: {when}',
    submit: 'Prenota questo orario',
    submitting: 'Prenotazione in corso...',
    taken: 'Questo orario è appena stato occupato; ne scelga un altro.',
    failed: 'Non è stato possibile inviare la prenotazione. Riprovi.',
    successTitle: 'La sua demo è prenotata',
    successText:
      "{when}. L'invito è in arrivo nella sua casella di posta, con un link per annullare o spostare la demo.",
    manage: {
      title: 'La sua demo',
      intro: 'Annulli la demo o la sposti a un altro orario libero.',
      loading: 'Caricamento della sua prenotazione…',
      missingToken: "Questa pagina si apre dal link contenuto nell'e-mail di prenotazione.",
      booked: 'Prenotata per {when}.',
      cancelled: "Questa demo è annullata. L'orario {when} è di nuovo libero.",
      cancel: 'Annulla la demo',
      cancelling: 'Annullamento in corso...',
      confirmCancel: 'Annullare la demo del {when}?',
      keep: 'No, la mantengo',
      reschedule: 'Sposta a un altro orario',
      move: 'Sposta la demo qui',
      moving: 'Spostamento in corso...',
      moved: 'Spostata. Il nuovo invito è in arrivo nella sua casella di posta.',
      cancelledNow: "Annullata. Entrambe le parti ricevono l'annullamento per e-mail.",
      bookAgain: 'Prenoti una nuova demo',
    },
  },
} as const satisfies Translation<typeof english>;
