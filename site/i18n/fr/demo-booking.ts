/** Les mots de la réservation de démonstration sur le site (docs/back-office.md#demo-booking). */
import type { demoBooking as english } from '../en/demo-booking.ts';
import type { Translation } from '../translation.ts';

export const demoBooking = {
  demoBooking: {
    pickTime: 'Choisissez un horaire',
    zoneNote: 'Les horaires sont indiqués dans votre fuseau horaire, {zone}.',
    loading: 'Chargement des horaires libres…',
    chooseSlot: 'Choisissez d’abord un horaire.',
    yourDetails: 'Vos coordonnées',
    chosen: 'Horaire choisi : {when}',
    submit: 'Réserver cet horaire',
    submitting: 'Réservation…',
    taken: 'Cet horaire vient d’être pris ; choisissez-en un autre.',
    failed: 'La réservation n’a pas pu être envoyée. Veuillez réessayer.',
    successTitle: 'Votre démonstration est réservée',
    successText:
      '{when}. L’invitation est en route vers votre boîte de réception, avec un lien pour annuler ou reporter.',
    manage: {
      title: 'Votre démonstration',
      intro: 'Annulez la démonstration ou déplacez-la vers un autre horaire libre.',
      loading: 'Chargement de votre réservation…',
      missingToken: 'Cette page s’ouvre depuis le lien de votre e-mail de réservation.',
      booked: 'Réservée pour le {when}.',
      cancelled: 'Cette démonstration est annulée. L’horaire du {when} est de nouveau libre.',
      cancel: 'Annuler la démonstration',
      cancelling: 'Annulation…',
      confirmCancel: 'Annuler la démonstration du {when} ?',
      keep: 'La maintenir',
      reschedule: 'Déplacer à un autre horaire',
      move: 'Déplacer la démonstration ici',
      moving: 'Déplacement…',
      moved: 'C’est déplacé. La nouvelle invitation est en route vers votre boîte de réception.',
      cancelledNow: 'C’est annulé. Les deux parties reçoivent l’annulation par e-mail.',
      bookAgain: 'Réserver une nouvelle démonstration',
    },
  },
} as const satisfies Translation<typeof english>;
