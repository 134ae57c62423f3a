/** The information pages (docs/product.md#information-pages). */
export const pages = {
  pages: {
    version: 'Version',
    effective: 'effective',
    features: {
      figuresTitle: 'In numbers',
      security: 'Security & Compliance',
      compare: 'Compare the options',
      demo: 'Book a 20-min demo',
    },
    security: {
      featuresTitle: 'How we protect you',
      operationsTitle: 'Operational targets',
      operationsIntro: 'What we aim for when something goes wrong, and where you can check how we are doing.',
      status: 'See the live system status',
      certificationsTitle: 'Certifications',
      certificationsIntro:
        'Where each standard stands today. At Launch means scheduled to be complete at general availability, not held today.',
      compliance: 'Read about our regulatory compliance',
      faqTitle: 'Frequently asked questions',
    },
    careers: {
      noVacancies: 'No vacancies',
      noVacanciesText: 'We have no open positions right now. Open applications are welcome.',
    },
    blog: {
      comingSoon: 'Coming soon',
      emptyText: 'Our first articles are on their way. Join the waitlist and we will tell you when they are published.',
      waitlist: 'Join the waitlist',
      back: '← All articles',
    },
    changelog: {
      comingSoon: 'Coming soon',
      emptyText:
        'Release notes start with the first release to our design partners. Until then, the roadmap shows what is coming.',
      roadmap: 'See the roadmap',
      version: 'Version',
      back: '← All releases',
    },
    useCases: {
      illustrative: 'Simulated, illustrative example',
      before: 'Before',
      after: 'After',
      metric: 'Measure',
      metricsCaption: (title: string) => `Simulated figures of the ${title.toLowerCase()} example`,
      benefitsTitle: 'What all three have in common',
      ctaText: 'Shape the product with us, or hear first when it opens.',
      partner: 'Become a Design Partner',
      waitlist: 'Join Waitlist',
    },
    compare: {
      caption: 'Alpora compared with building in-house and with generic bots',
      category: 'Category',
      levelsTitle: 'What the levels mean',
      guidanceTitle: 'Which one should you choose?',
      roi: 'Calculate your ROI',
      partners: 'Become a Design Partner',
    },
    roadmap: {
      /** {seats} and {cohort} come from the cohort the seat counter counts (packages/shared/src/design-partner-cohort.ts). */
      partnerText: 'The {cohort} cohort takes {seats} design partners.',
      partner: 'Design Partner Program',
      changelog: 'Changelog',
    },
    samples: {
      download: (title: string) => `Download the ${title.toLowerCase()}`,
      columns: (count: number) => `The ${count} columns`,
      note: 'Generated from the simulated demo portfolio of our dashboard; the figures are illustrative, not results of a real client.',
    },
    investors: {
      dataRoom: 'Request Data Room Access',
      dataRoomAlert: (email: string) => `Data room access requires verification. Please contact ${email}.`,
      deck: 'Download Pitch Deck',
      deckAlert: 'Pitch deck download coming soon.',
      /** The period the deck is due in (content/en/page-data/investors.yaml `upcoming`). */
      deckDue: (period: string) => `Pitch deck due in ${period}`,
      onePager: 'Download One-Pager',
      onePagerLabel: 'Download One-Pager (PDF, opens in a new tab)',
      businessModel: 'Business model',
      team: 'Team',
      teamIntro: 'Names and biographies of the founding team are shared in the data room and published with the round.',
      traction: 'Where we stand',
      dataRoomTitle: 'Data room',
    },
    press: {
      contact: (email: string) => `Contact ${email}`,
      download: (item: string) => `Download ${item}`,
      comingSoon: (item: string) => `${item} download coming soon.`,
      /** Under a download without a file yet: the period it is due in (content/en/page-data/press.yaml `upcoming`). */
      due: (period: string) => `Due in ${period}`,
      fullKit: 'Press kit (ZIP)',
      bios: 'Leadership bios',
      overview: 'Company overview',
      logos: 'Logos',
      palette: 'Colour palette',
      paletteFile: 'colour palette (SVG)',
      typography: 'Typography',
      getFont: (family: string) => `Get ${family} from its publisher`,
      screenshots: 'Screenshots',
      leadership: 'Leadership',
      guidelines: 'Usage guidelines',
      approved: 'Approved',
      prohibited: 'Prohibited',
      mediaContact: 'Media contact',
      mediaContactText:
        'For interviews, quotes and anything not on this page. Our target is a reply within one business day.',
    },
    roi: {
      reset: 'Reset to defaults',
      fields: {
        bots: { label: 'Trading bots or strategies', hint: 'From 1 to 100.' },
        hoursSavedPerWeek: { label: 'Hours saved per week', hint: 'Manual monitoring and order handling, 0 to 168.' },
        failedOrderRateBefore: { label: 'Failed orders today (%)', hint: 'From 0 to 10, in steps of 0.1.' },
        failedOrderRateAfter: { label: 'Failed orders with Alpora (%)', hint: 'From 0 to 10, in steps of 0.1.' },
        complianceHoursPerMonth: {
          label: 'Compliance hours per month',
          hint: 'Reports and audit preparation, 0 to 200.',
        },
        infraCostAvoided: {
          label: 'Infrastructure cost avoided per year (CHF)',
          hint: 'Servers, connectors, data; 0 or more.',
        },
      },
      results: {
        title: 'Your estimated savings',
        monthly: 'per month',
        annual: 'per year',
        hours: 'Hours saved per month',
        ops: 'Operations cost saved per month',
        compliance: 'Compliance savings per month',
        infra: 'Infrastructure avoided per month',
        risk: 'Risk events avoided per 1,000 orders',
        perBot: 'Savings per bot per month',
        invalid: 'Correct the highlighted fields to see your estimate.',
      },
      /**
       * Under a field whose value is refused (packages/shared/src/roi-validation.ts); {min} and
       * {max} are the field's bounds, written the page's way.
       */
      problems: {
        wholeBetween: 'Enter a whole number from {min} to {max}.',
        wholeAtLeast: 'Enter a whole number of {min} or more.',
        numberBetween: 'Enter a number from {min} to {max}.',
        numberAtLeast: 'Enter a number of {min} or more.',
        decimals: (places: number) => `Use at most ${places} decimal place${places === 1 ? '' : 's'}.`,
        afterAboveBefore: 'The rate with Alpora cannot be higher than the rate before.',
      },
    },
    api: {
      reference: 'API reference',
      referenceIntro: (version: string, count: number) =>
        `Generated from the OpenAPI 3.1 document of API version ${version}: ${count} operations, grouped by resource.`,
      download: 'Download the OpenAPI document (JSON)',
      parameters: 'Parameters',
      required: 'required',
      requestBody: 'Request body',
      responses: (statuses: string) => `Responses (${statuses})`,
    },
    onePager: {
      download: 'Download PDF',
      print: 'Print',
      why: 'Why choose Alpora',
      about: 'About',
      services: 'Services',
      contact: 'Contact',
      sales: 'Sales',
      general: 'General',
      replyTime: 'Our target: a reply within one business day.',
      disclaimer: 'Non-custodial software; Alpora never holds client assets. Trading involves risk.',
    },
  },
} as const;
