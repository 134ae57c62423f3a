/**
 * Lead forms and modals (docs/product.md#leads, docs/product.md#modals). The consent notices and
 * the product updates box are not here: their exact words live with their versions in
 * @alpora/shared/consent-notices, so a stored version always names what was shown.
 */
export const forms = {
  leads: {
    optional: 'optional',
    close: 'Done',
    honeypot: 'Leave this field empty',
    choose: 'Choose…',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      workEmail: 'Work email',
      email: 'Email',
      contactEmail: 'Contact email',
      persona: 'I am a…',
      company: 'Company',
      companyName: 'Company name',
      role: 'Role',
      partnerRole: 'Your role',
      aumBand: 'Assets under management',
      plan: 'Plan',
      name: 'Name',
      message: 'Message',
      demoMessage: 'What would you like to see?',
      useCase: 'Primary use case',
      monthlyVolume: 'Monthly trading volume',
      timeline: 'Implementation timeline',
      infrastructure: 'Current infrastructure',
      infrastructureHint: 'Exchanges, order management, data and hosting you use today.',
    },
    options: {
      persona: {
        'hedge-fund': 'Hedge fund',
        'commodity-trader': 'Commodity trader',
        'fintech-platform': 'Fintech platform',
        'individual-trader': 'Individual trader',
      },
      role: {
        'hedge-fund': 'Hedge fund',
        'crypto-broker': 'Crypto broker',
        'family-office': 'Family office',
        'prop-trader': 'Prop trader',
        other: 'Other',
      },
      aumBand: {
        '<10m': 'Under $10M',
        '10-50m': '$10M – $50M',
        '50-100m': '$50M – $100M',
        '100-500m': '$100M – $500M',
        '500m+': '$500M or more',
      },
      plan: { pro: 'Pro (Desk)', 'desk-plus': 'Desk+ (Professional)', enterprise: 'Enterprise / White-label' },
      useCase: {
        'multi-venue-execution': 'Multi-venue execution',
        'risk-controls': 'Risk controls and limits',
        'strategy-automation': 'Strategy automation',
        'compliance-audit': 'Compliance and audit trail',
        other: 'Other',
      },
      monthlyVolume: {
        '<10m': 'Under $10M',
        '10-100m': '$10M – $100M',
        '100m-1b': '$100M – $1B',
        '1b+': 'Over $1B',
      },
      timeline: {
        now: 'Ready now',
        '1-3-months': 'In 1–3 months',
        '3-6-months': 'In 3–6 months',
        later: 'Later than 6 months',
      },
    },
    waitlist: {
      title: 'Join the waitlist',
      description: 'We review the waitlist weekly and send invitations in batches.',
      submit: 'Join the waitlist',
      submitting: 'Joining...',
      /** Only once the server has the request: it sent the confirmation link (docs/decisions.md §79). */
      successTitle: "You're on the list — check your email",
      /** Until the server has the request (it waits on this device): no mail has gone out yet. */
      successTitleWaiting: "You're on the list",
      successText: "We'll review your application and send updates on early access.",
      failureLog: 'Waitlist submission failed',
      /** Shown instead of the form when the visitor already joined in this browser session. */
      joinedTitle: "You're already on the list",
      joinedText:
        'You joined the waitlist in this browser. We review it weekly and send invitations in batches: there is nothing more to do.',
    },
    plan: {
      title: 'Sign up for {plan}',
      titleNoPlan: 'Choose your plan',
      description: 'Plans open with early access. Leave your details and we keep your plan for your invitation.',
      submit: 'Sign up',
      submitting: 'Signing up...',
      successTitle: "You're on the list for {plan}",
      /** With product updates ticked, once the server has the request. */
      successTitleCheckEmail: "You're on the list for {plan} — check your email",
      successText: "We'll review your application and send updates on early access.",
    },
    onePager: {
      title: 'Get the One-Pager',
      description: 'Our service, security model and pricing on one printable page (PDF).',
      submit: 'Get the One-Pager',
      submitting: 'Preparing your PDF...',
      successTitle: 'Your one-pager is downloading',
      successText: 'If the download did not start, use the link below. This window closes by itself.',
      download: 'Download the one-pager (PDF)',
    },
    demo: {
      title: 'Book a {minutes}-min demo',
      description: 'A {minutes}-minute walk-through of routing, risk limits and audit logs with someone from our team.',
      calendar: 'Pick a time in our calendar',
      newTab: '(opens in a new tab)',
      comingSoon: 'Demo booking feature coming soon. Please contact {email} to schedule a demo.',
      orRequest: 'Or send us a short request and we will propose times:',
      submit: 'Request a demo',
      submitting: 'Sending...',
      successTitle: 'Request received',
      successText: 'Thank you. Our target is a reply within one business day to schedule your {minutes}-minute demo.',
    },
    contact: {
      formTitle: 'Send us a message',
      submit: 'Send message',
      submitting: 'Sending...',
      successTitle: 'Message Sent',
      successText: 'Thank you for reaching out. Our target is a reply within one business day.',
    },
    partner: {
      formTitle: 'Apply for the programme',
      submit: 'Apply as a design partner',
      submitting: 'Sending...',
      successTitle: 'Application received',
      successText:
        'Thank you for your interest! We will review your application; our target is a reply within 48 hours.',
      seatsChecking: 'Checking seats…',
      seatsLeft: '{left} of {total} seats left',
      seatsNone: 'All {total} seats are taken; apply for the next cohort.',
      seatsUnknown: 'Limited to {total} seats.',
      closed: 'Applications for this cohort are closed: it started on {start}.',
      closedNext: 'Write to us to hear about the next cohort',
      cohort: 'Cohort {cohort}',
      factsLabel: 'The programme at a glance',
      /** The design partner terms (docs/product.md#pricing). */
      facts: [
        { value: '12 weeks', label: 'programme length' },
        { value: '2-4 hours', label: 'of your time per week' },
        { value: '48 hours', label: 'our target for replying to your application' },
        { value: '2 years', label: 'of locked pricing' },
      ],
    },
    /**
     * The success view of a request that subscribes to updates (docs/decisions.md §79). True for
     * every address without saying which it is: a new one gets a link, one already subscribed a
     * short note, and one that had 3 of these mails in a day nothing more (docs/decisions.md §75).
     */
    confirmation: {
      sent: 'If this address is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so. No updates are sent until the address is confirmed.',
      waiting:
        'Once your request reaches us, we email this address a link to confirm it, or a short note if it is subscribed already. No updates are sent until the address is confirmed.',
    },
    queued:
      'You seem to be offline. We saved your request on this device and will send it as soon as the connection is back.',
  },
} as const;
