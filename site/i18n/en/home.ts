/** Controls of the home page; its copy lives in content/en/home/ (docs/product.md#home-page). */
export const home = {
  home: {
    carousel: {
      label: 'Product tour',
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Show slide {n}: {title}',
      pause: 'Pause the tour',
      play: 'Play the tour',
      /** The announcement of the current slide (docs/product.md#product-tour). */
      announce: 'Slide {x} of {n}: {title}',
      /** The enlarged picture of a slide, legible on a phone. */
      enlarge: 'Enlarge picture: {title}',
      zoomed: 'Picture: {title}',
      zoomHint: 'Scroll or pinch to move around the picture.',
      closeZoom: 'Close the picture',
    },
    pricing: {
      billing: 'Billing period',
      monthly: 'Monthly',
      annual: 'Annual prepay',
      save: 'save 15 %',
      perMonth: '/ month',
      perYear: '/ year',
      from: 'from',
      recommended: 'Recommended',
      annualSaving: 'You save {amount} against monthly billing',
      annualEnterprise: 'Annual terms agreed per contract',
      perMonthShort: 'per month',
    },
    aum: {
      plan: 'Plan',
      aum: 'Assets under management (CHF)',
      rate: 'Licence rate (% a year)',
      licenceYear: 'AUM licence a year',
      licenceMonth: 'AUM licence a month',
      charge: 'You pay each month',
      basisAum: 'the AUM licence is higher than the plan fee',
      basisPlan: 'the plan fee is higher than the AUM licence',
      invalid: 'Enter an amount of at least 0 and a rate between 0.25 and 0.50.',
    },
    /** {cohort}: the cohort /partners recruits for (packages/shared/src/design-partner-cohort.ts). */
    stickyBar: { label: 'Waitlist', text: '{cohort} design-partner cohort' },
  },
} as const;
