/**
 * The English words of the demo booking mails (docs/back-office.md#demo-booking): the booked or
 * moved invitation and its cancellation, to the visitor and to the team. Spread into `en.ts`.
 * The visitor's mails repeat nothing they typed (docs/decisions.md §69): the address is not yet
 * proven to be theirs.
 *
 * @example en.demoBooked.subject.visitor('Tuesday, 24 November 2026 at 09:00') // "Your Alpora demo: Tuesday, …"
 */
const visitorReason = 'You get this email because this address was entered to book a demo on the Alpora website.';
const teamReason = 'You get this email because your address receives the demo bookings of the Alpora website.';

export const demoMailTexts = {
  demoBooked: {
    subject: {
      visitor: (when: string) => `Your Alpora demo: ${when}`,
      team: (name: string, when: string) => `Demo booked: ${name}, ${when}`,
    },
    movedSubject: {
      visitor: (when: string) => `Your Alpora demo moved to ${when}`,
      team: (name: string, when: string) => `Demo moved: ${name}, ${when}`,
    },
    heading: { booked: 'Your demo is booked', moved: 'Your demo has moved', team: 'A demo was booked' },
    teamMovedHeading: 'A demo was moved',
    body: (minutes: number) =>
      `Thank you. We look forward to showing you Alpora in ${minutes} minutes. The invitation is attached: open it to add the demo to your calendar. We send the video link before the demo.`,
    whenLabel: 'When',
    lengthLabel: 'Length',
    minutes: (minutes: number) => `${minutes} minutes`,
    zoneNote: (zone: string) => `Times are in ${zone}.`,
    manageIntro: 'Cannot make it? Cancel or choose another time:',
    manageButton: 'Cancel or reschedule',
    linkIntro: 'If the button does not work, open this link:',
    nameLabel: 'Name',
    emailLabel: 'Email',
    companyLabel: 'Company',
    messageLabel: 'Message',
    visitorZoneLabel: "Visitor's time zone",
    teamBody: 'The invitation is attached; the lead is in the inbox of the back office.',
    summary: (minutes: number) => `Alpora demo (${minutes} min)`,
    description: {
      visitor: (manageUrl: string) => `Your Alpora demo. To cancel or choose another time: ${manageUrl}`,
      team: (name: string, email: string) => `Demo with ${name} <${email}>, booked on the Alpora website.`,
    },
    signOff: 'The Alpora team',
    reason: { visitor: visitorReason, team: teamReason },
  },
  demoCancelled: {
    subject: {
      visitor: (when: string) => `Your Alpora demo on ${when} is cancelled`,
      team: (name: string, when: string) => `Demo cancelled: ${name}, ${when}`,
    },
    heading: { visitor: 'Your demo is cancelled', team: 'A demo was cancelled' },
    body: {
      visitor:
        'Your demo is cancelled and the time is free again. Open the attachment to remove it from your calendar.',
      team: 'The visitor cancelled the demo; the time is free again.',
    },
    bookAgain: 'Book another time whenever it suits you:',
    bookButton: 'Book a demo',
    reason: { visitor: visitorReason, team: teamReason },
  },
};
