/**
 * Le parole italiane delle e-mail di prenotazione delle demo: invito prenotato o spostato e
 * relativo annullamento, al visitatore e al team. Incluse in `it.ts`, come in `en-demo.ts`; le
 * e-mail al visitatore non ripetono nulla di ciò che ha digitato (docs/decisions.md §69).
 */
const visitorReason =
  'Riceve questa e-mail perché questo indirizzo è stato indicato per prenotare una demo sul sito web di Alpora.';
const teamReason =
  'Riceve questa e-mail perché il suo indirizzo riceve le prenotazioni di demo del sito web di Alpora.';

export const demoMailTexts = {
  demoBooked: {
    subject: {
      visitor: (when: string) => `La sua demo Alpora: ${when}`,
      team: (name: string, when: string) => `Demo prenotata: ${name}, ${when}`,
    },
    movedSubject: {
      visitor: (when: string) => `La sua demo Alpora è stata spostata: ${when}`,
      team: (name: string, when: string) => `Demo spostata: ${name}, ${when}`,
    },
    heading: {
      booked: 'La sua demo è prenotata',
      moved: 'La sua demo è stata spostata',
      team: 'È stata prenotata una demo',
    },
    teamMovedHeading: 'È stata spostata una demo',
    body: (minutes: number) =>
      `Buongiorno, la ringraziamo. Saremo lieti di presentarle Alpora in ${minutes} minuti. L'invito è allegato: lo apra per aggiungere la demo al suo calendario. Le invieremo il link della videochiamata prima della demo.`,
    whenLabel: 'Quando',
    lengthLabel: 'Durata',
    minutes: (minutes: number) => `${minutes} minuti`,
    zoneNote: (zone: string) => `Gli orari sono indicati nel fuso orario ${zone}.`,
    manageIntro: 'Non può partecipare? Annulli la demo o scelga un altro orario:',
    manageButton: 'Annulla o sposta',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    companyLabel: 'Società',
    messageLabel: 'Messaggio',
    visitorZoneLabel: 'Fuso orario del visitatore',
    teamBody: "L'invito è allegato; il lead si trova nella casella del back office.",
    summary: (minutes: number) => `Demo Alpora (${minutes} min)`,
    description: {
      visitor: (manageUrl: string) => `La sua demo Alpora. Per annullarla o scegliere un altro orario: ${manageUrl}`,
      team: (name: string, email: string) => `Demo con ${name} <${email}>, prenotata sul sito web di Alpora.`,
    },
    signOff: 'Cordiali saluti, il team di Alpora',
    reason: { visitor: visitorReason, team: teamReason },
  },
  demoCancelled: {
    subject: {
      visitor: (when: string) => `La sua demo Alpora è annullata: ${when}`,
      team: (name: string, when: string) => `Demo annullata: ${name}, ${when}`,
    },
    heading: { visitor: 'La sua demo è annullata', team: 'È stata annullata una demo' },
    body: {
      visitor:
        "Buongiorno, la sua demo è annullata e l'orario è di nuovo libero. Apra l'allegato per rimuoverla dal suo calendario.",
      team: "Il visitatore ha annullato la demo; l'orario è di nuovo libero.",
    },
    bookAgain: 'Prenoti un altro orario quando le è più comodo:',
    bookButton: 'Prenoti una demo',
    reason: { visitor: visitorReason, team: teamReason },
  },
};
