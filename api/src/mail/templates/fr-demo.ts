/**
 * Les mots français des e-mails de réservation de démonstration (docs/back-office.md#demo-booking) :
 * l’invitation réservée ou déplacée et son annulation, pour le visiteur et pour l’équipe. Repris
 * dans `fr.ts`. Les e-mails au visiteur ne reprennent rien de ce qu’il a saisi (docs/decisions.md §69).
 */
const visitorReason =
  'Vous recevez cet e-mail parce que cette adresse a été saisie pour réserver une démonstration sur le site web d’Alpora.';
const teamReason =
  'Vous recevez cet e-mail parce que votre adresse reçoit les réservations de démonstration du site web d’Alpora.';

export const demoMailTexts = {
  demoBooked: {
    subject: {
      visitor: (when: string) => `Votre démonstration Alpora : ${when}`,
      team: (name: string, when: string) => `Démonstration réservée : ${name}, ${when}`,
    },
    movedSubject: {
      visitor: (when: string) => `Votre démonstration Alpora est déplacée au ${when}`,
      team: (name: string, when: string) => `Démonstration déplacée : ${name}, ${when}`,
    },
    heading: {
      booked: 'Votre démonstration est réservée',
      moved: 'Votre démonstration a été déplacée',
      team: 'Une démonstration a été réservée',
    },
    teamMovedHeading: 'Une démonstration a été déplacée',
    body: (minutes: number) =>
      `Merci. Nous nous réjouissons de vous présenter Alpora en ${minutes} minutes. L’invitation est jointe : ouvrez-la pour ajouter la démonstration à votre calendrier. Nous vous enverrons le lien vidéo avant la démonstration.`,
    whenLabel: 'Date',
    lengthLabel: 'Durée',
    minutes: (minutes: number) => `${minutes} minutes`,
    zoneNote: (zone: string) => `Les heures sont indiquées en ${zone}.`,
    manageIntro: 'Vous avez un empêchement ? Annulez ou choisissez un autre horaire :',
    manageButton: 'Annuler ou reporter',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    nameLabel: 'Nom',
    emailLabel: 'E-mail',
    companyLabel: 'Société',
    messageLabel: 'Message',
    visitorZoneLabel: 'Fuseau horaire du visiteur',
    teamBody: 'L’invitation est jointe ; le prospect se trouve dans la boîte de réception du back-office.',
    summary: (minutes: number) => `Démonstration Alpora (${minutes} min)`,
    description: {
      visitor: (manageUrl: string) =>
        `Votre démonstration Alpora. Pour annuler ou choisir un autre horaire : ${manageUrl}`,
      team: (name: string, email: string) =>
        `Démonstration avec ${name} <${email}>, réservée sur le site web d’Alpora.`,
    },
    signOff: 'Meilleures salutations, l’équipe Alpora',
    reason: { visitor: visitorReason, team: teamReason },
  },
  demoCancelled: {
    subject: {
      visitor: (when: string) => `Votre démonstration Alpora du ${when} est annulée`,
      team: (name: string, when: string) => `Démonstration annulée : ${name}, ${when}`,
    },
    heading: { visitor: 'Votre démonstration est annulée', team: 'Une démonstration a été annulée' },
    body: {
      visitor:
        'Votre démonstration est annulée et l’horaire est de nouveau libre. Ouvrez la pièce jointe pour la retirer de votre calendrier.',
      team: 'Le visiteur a annulé la démonstration ; l’horaire est de nouveau libre.',
    },
    bookAgain: 'Réservez un autre horaire quand cela vous convient :',
    bookButton: 'Réserver une démonstration',
    reason: { visitor: visitorReason, team: teamReason },
  },
};
