/** The /status page; its figures come from GET /api/status (docs/product.md#status-page). */
export const status = {
  statusPage: {
    /** Each service's line under its name, by id (packages/shared/src/status-services.ts). */
    serviceDescriptions: {
      app: 'Website and client dashboard',
      api: 'REST API, sign-in and account data',
      orchestrator: 'Strategy execution and order routing',
      market: 'Built-in simulated feed: not prices from any venue',
    },
    title: 'System Status',
    description:
      'Live status of the Alpora app, API, orchestrator and market aggregator, with 30-day uptime, daily availability and current incidents.',
    intro:
      'Measured by our own health checks. Time nobody was checking is shown as not monitored, naming the services. Times are in UTC.',
    /** Shown only while an outside probe has posted within the 30 days (docs/decisions.md §266). */
    probeSeen: 'A probe outside our servers also checks the App and the API; its last observation:',
    banner: {
      operational: 'All Systems Operational',
      degraded: 'Some Systems Degraded',
      disruption: 'Service Disruption',
      loading: 'Checking systems…',
      unreachable: 'Status Unavailable',
    },
    bannerText: {
      operational: 'Every monitored service passed its last check.',
      degraded: 'Some services are slower than usual or could not be confirmed.',
      disruption: 'At least one service is down. We are on it.',
      loading: 'Asking our API for the latest checks.',
      unreachable:
        'Our API does not answer, so we cannot confirm the state of any service. This page tries again every {seconds} seconds.',
    },
    lastUpdated: 'Last updated',
    noAnswerSince: 'No answer since',
    notChecked: 'not checked yet',
    badge: {
      operational: 'Operational',
      degraded: 'Degraded',
      down: 'Down',
      unknown: 'Unknown',
      notMonitored: 'Not monitored',
      checking: 'Checking',
    },
    uptime: '30-day uptime',
    /** After a coverage figure: "97.12% monitored" (docs/decisions.md §264). */
    monitored: 'monitored',
    lastCheck: 'Last check',
    noData: 'No data',
    notMonitoredText: 'No health check is configured for this service yet, so we show no status for it.',
    performanceImpact: 'Performance Impact',
    performanceImpactText: 'You may see higher latency on exchange connections until this service recovers.',
    incidents: {
      title: 'Current Incidents',
      none: 'No incidents reported.',
      loading: 'Loading incidents…',
      feed: 'Incident feed (Atom)',
      affects: 'Affects',
      unknown: 'We cannot load incidents while our API does not answer.',
      impact: { minor: 'Minor', major: 'Major', critical: 'Critical' },
      state: {
        investigating: 'Investigating',
        identified: 'Identified',
        monitoring: 'Monitoring',
        resolved: 'Resolved',
      },
    },
    tiles: {
      title: 'Our targets, and what we measured',
      measured: 'Measured',
      uptime: { label: 'Target uptime', value: '99.9%' },
      response: { label: 'Target average response', value: '< 50 ms' },
      critical: { label: 'Target critical incidents', value: '0' },
      /** The figure is the measured coverage of the 30 days, never a promise of watching around the clock. */
      monitoring: { label: 'Of the last 30 days monitored' },
      last30: 'last 30 days',
      /** "Measured: 99.95% over 97.12% of the period monitored". */
      over: 'over',
      ofPeriod: 'of the period monitored',
      checkEvery: 'checks every',
    },
    strip: {
      title: '30-day availability',
      text: 'One bar per day across all monitored services, oldest first. A day without checks says so; hatching marks time nobody was checking.',
      legend: 'Legend',
      unavailable: 'The history cannot be loaded while our API does not answer.',
      day: { operational: 'No issues', degraded: 'Degraded performance', down: 'Outage', no_data: 'No data' },
      available: 'available',
      checks: 'checks',
      notMonitored: 'Not monitored',
      /** After the services' names: "Market Aggregator not monitored 14:02–14:05 UTC". */
      notMonitoredAfter: 'not monitored',
      and: 'and',
      allDay: 'all day',
      legendUnmonitored: 'Not monitored (part or all of a day)',
      recent: 'Recent time not monitored',
      recentNone: 'None: someone was checking throughout the last 30 days.',
    },
    /** The status subscription form (docs/decisions.md §78). */
    subscribe: {
      title: 'Subscribe to Updates',
      text: 'Get an email when we open, update or resolve an incident, or follow the',
      feed: 'incident feed (Atom)',
      email: 'Email',
      submit: 'Subscribe',
      submitting: 'Subscribing…',
      consent:
        'We email you only about the incidents on this page. First we send you a link to confirm your address; every email has a link to unsubscribe with one click. Our',
      consentLink: 'Privacy Policy',
      consentEnd: 'describes how we keep your address.',
      /** Version of the notice above, sent with the subscription; change it whenever the notice changes. */
      consentVersion: 'en-status-2026-11-22',
      successTitle: 'Check your inbox',
      /**
       * True for every address without saying which it is: a new one gets a link, one already
       * subscribed a short note, and one that had 3 of these mails in a day nothing more
       * (docs/decisions.md §75).
       */
      successText:
        'If {email} is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so. We send an address at most 3 of these emails a day. No incident emails are sent until the address is confirmed.',
      /** Each failure keeps the typed address and says that nothing was sent. */
      failed: {
        invalid: 'Check the address and try again. Nothing was sent.',
        rateLimited: 'Too many attempts from your network. Nothing was sent; wait a minute and try again.',
        unavailable: 'We cannot take subscriptions right now. Nothing was sent; please try again in a few minutes.',
        offline: 'You seem to be offline. Nothing was sent; check your connection and try again.',
      },
    },
    noscript: 'This page loads the live status with JavaScript. The raw data is at /api/status.',
  },
} as const;
