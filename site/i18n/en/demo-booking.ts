/**
 * The words of demo booking on the site (docs/back-office.md#demo-booking): the slot picker of
 * the demo modal, its success and race messages, and the manage page of the mailed link.
 */
export const demoBooking = {
  demoBooking: {
    pickTime: 'Pick a time',
    zoneNote: 'Times are shown in your time zone, {zone}.',
    loading: 'Loading free times…',
    chooseSlot: 'Choose a time first.',
    yourDetails: 'Your details',
    chosen: 'Chosen: {when}',
    submit: 'Book this time',
    submitting: 'Booking...',
    taken: 'This time was just taken; pick another.',
    failed: 'The booking could not be sent. Please try again.',
    successTitle: 'Your demo is booked',
    successText: '{when}. The invitation is on its way to your inbox, with a link to cancel or reschedule.',
    manage: {
      title: 'Your demo',
      intro: 'Cancel the demo or move it to another free time.',
      loading: 'Loading your booking…',
      missingToken: 'This page opens from the link in your booking email.',
      booked: 'Booked for {when}.',
      cancelled: 'This demo is cancelled. The time {when} is free again.',
      cancel: 'Cancel the demo',
      cancelling: 'Cancelling...',
      confirmCancel: 'Cancel the demo on {when}?',
      keep: 'Keep it',
      reschedule: 'Move to another time',
      move: 'Move the demo here',
      moving: 'Moving...',
      moved: 'Moved. The new invitation is on its way to your inbox.',
      cancelledNow: 'Cancelled. Both sides get the cancellation by email.',
      bookAgain: 'Book a new demo',
    },
  },
} as const;
