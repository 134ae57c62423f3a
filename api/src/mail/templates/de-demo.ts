/**
 * Die deutschen Wörter der Mails zur Demo-Buchung (docs/back-office.md#demo-booking): Einladung,
 * Verschiebung und Absage, an die besuchende Person und an das Team. In `de.ts` eingefügt. Die
 * Mails an die besuchende Person wiederholen nichts, was sie eingetippt hat (docs/decisions.md §69).
 */
const visitorReason =
  'Sie erhalten diese E-Mail, weil diese Adresse auf der Website von Alpora zur Buchung einer Demo angegeben wurde.';
const teamReason = 'Sie erhalten diese E-Mail, weil Ihre Adresse die Demo-Buchungen der Website von Alpora erhält.';

export const demoMailTexts = {
  demoBooked: {
    subject: {
      visitor: (when: string) => `Ihre Alpora-Demo: ${when}`,
      team: (name: string, when: string) => `Demo gebucht: ${name}, ${when}`,
    },
    movedSubject: {
      visitor: (when: string) => `Ihre Alpora-Demo wurde verschoben: ${when}`,
      team: (name: string, when: string) => `Demo verschoben: ${name}, ${when}`,
    },
    heading: { booked: 'Ihre Demo ist gebucht', moved: 'Ihre Demo wurde verschoben', team: 'Eine Demo wurde gebucht' },
    teamMovedHeading: 'Eine Demo wurde verschoben',
    body: (minutes: number) =>
      `Vielen Dank. Wir freuen uns, Ihnen Alpora in ${minutes} Minuten vorzustellen. Die Einladung ist angehängt: Öffnen Sie sie, um die Demo in Ihren Kalender einzutragen. Den Videolink senden wir Ihnen vor der Demo.`,
    whenLabel: 'Wann',
    lengthLabel: 'Dauer',
    minutes: (minutes: number) => `${minutes} Minuten`,
    zoneNote: (zone: string) => `Zeitzone: ${zone}.`,
    manageIntro: 'Passt es Ihnen nicht? Sagen Sie ab oder wählen Sie einen anderen Termin:',
    manageButton: 'Absagen oder verschieben',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    nameLabel: 'Name',
    emailLabel: 'E-Mail',
    companyLabel: 'Firma',
    messageLabel: 'Nachricht',
    visitorZoneLabel: 'Zeitzone der besuchenden Person',
    teamBody: 'Die Einladung ist angehängt; der Lead liegt im Posteingang des Backoffice.',
    summary: (minutes: number) => `Alpora-Demo (${minutes} Min.)`,
    description: {
      visitor: (manageUrl: string) => `Ihre Alpora-Demo. Absagen oder einen anderen Termin wählen: ${manageUrl}`,
      team: (name: string, email: string) => `Demo mit ${name} <${email}>, gebucht auf der Website von Alpora.`,
    },
    signOff: 'Freundliche Grüsse – Ihr Alpora-Team',
    reason: { visitor: visitorReason, team: teamReason },
  },
  demoCancelled: {
    subject: {
      visitor: (when: string) => `Ihre Alpora-Demo vom ${when} ist abgesagt`,
      team: (name: string, when: string) => `Demo abgesagt: ${name}, ${when}`,
    },
    heading: { visitor: 'Ihre Demo ist abgesagt', team: 'Eine Demo wurde abgesagt' },
    body: {
      visitor:
        'Ihre Demo ist abgesagt, und der Termin ist wieder frei. Öffnen Sie den Anhang, um sie aus Ihrem Kalender zu entfernen.',
      team: 'Die besuchende Person hat die Demo abgesagt; der Termin ist wieder frei.',
    },
    bookAgain: 'Buchen Sie einen anderen Termin, wann immer es Ihnen passt:',
    bookButton: 'Demo buchen',
    reason: { visitor: visitorReason, team: teamReason },
  },
};
