/** Die Wörter der Demo-Buchung auf der Website (docs/back-office.md#demo-booking): Terminwahl, Bestätigungen und die Verwaltungsseite des zugestellten Links. */
import type { demoBooking as english } from '../en/demo-booking.ts';
import type { Translation } from '../translation.ts';

export const demoBooking = {
  demoBooking: {
    pickTime: 'Termin wählen',
    zoneNote: 'Die Zeiten werden in Ihrer Zeitzone angezeigt, {zone}.',
    loading: 'Freie Termine werden geladen…',
    chooseSlot: 'Wählen Sie zuerst einen Termin.',
    yourDetails: 'Ihre Angaben',
    chosen: 'Gewählt: {when}',
    submit: 'Diesen Termin buchen',
    submitting: 'Wird gebucht...',
    taken: 'Dieser Termin wurde soeben vergeben; bitte wählen Sie einen anderen.',
    failed: 'Die Buchung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    successTitle: 'Ihre Demo ist gebucht',
    successText: '{when}. Die Einladung ist unterwegs in Ihr Postfach, mit einem Link zum Absagen oder Verschieben.',
    manage: {
      title: 'Ihre Demo',
      intro: 'Sagen Sie die Demo ab oder verschieben Sie sie auf einen anderen freien Termin.',
      loading: 'Ihre Buchung wird geladen…',
      missingToken: 'Diese Seite öffnet sich über den Link in Ihrer Buchungsbestätigung.',
      booked: 'Gebucht für {when}.',
      cancelled: 'Diese Demo ist abgesagt. Der Termin {when} ist wieder frei.',
      cancel: 'Demo absagen',
      cancelling: 'Wird abgesagt...',
      confirmCancel: 'Die Demo vom {when} absagen?',
      keep: 'Beibehalten',
      reschedule: 'Auf einen anderen Termin verschieben',
      move: 'Demo hierher verschieben',
      moving: 'Wird verschoben...',
      moved: 'Verschoben. Die neue Einladung ist unterwegs in Ihr Postfach.',
      cancelledNow: 'Abgesagt. Beide Seiten erhalten die Absage per E-Mail.',
      bookAgain: 'Neue Demo buchen',
    },
  },
} as const satisfies Translation<typeof english>;
