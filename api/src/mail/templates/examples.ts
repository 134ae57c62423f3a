/**
 * One realistic set of props per template, for tests and for previewing every mail
 * (`write-previews.ts`). The addresses are from the reserved example.com domain.
 *
 * @example await renderMail('ops-alert', mailExamples['ops-alert'])
 */
import type { MailProps, MailTemplateName } from './registry.ts';

export const mailExamples: { [Name in MailTemplateName]: MailProps<Name> } = {
  'confirm-subscription': {
    list: 'status',
    confirmUrl: 'https://alpora.example.com/email/confirm?token=Jq3xR0bN7vYk2mWc9sTfLd4hPzE8aUgQ1oXiB6nK5yV',
  },
  'already-subscribed': {
    list: 'status',
    unsubscribeUrl: 'https://alpora.example.com/email/unsubscribe?token=Zp8wM2cQ5rYt1nVb7kXs3dLf9gHj4aEu6oWi0eRq2yT',
  },
  'lead-notification': {
    kind: 'demo',
    person: { name: 'Jane Doe', email: 'jane.doe@fund.example.com' },
    fields: [
      { label: 'Name', value: 'Jane Doe' },
      { label: 'Work email', value: 'jane.doe@fund.example.com' },
      { label: 'Company', value: 'Lakeside Capital' },
      {
        label: 'Message',
        value: 'We route across eight venues today.\nCould you show how the VaR cap works per desk?\n\nThanks, Jane',
      },
    ],
    campaign: {
      source: 'linkedin',
      medium: 'paid-social',
      campaign: 'q4-desk-launch',
      referrer: 'https://www.linkedin.com/',
      page: '/features',
    },
    consent: { version: '2025-09-01', at: '2026-11-20T09:29:58.120Z', page: '/features' },
    receivedAt: '2026-11-20T09:30:12.000Z',
  },
  'lead-acknowledgement': { kind: 'demo', demoMinutes: 30 },
  'incident-update': {
    title: 'Delayed order routing on two venues',
    status: 'monitoring',
    impact: 'major',
    message:
      'Orders to two venues were routed with up to 40 seconds of delay between 09:05 and 09:40 UTC.\n\nWe moved their connections to the standby gateway; routing is back to normal and we are watching it.',
    at: '2026-11-20T09:45:00.000Z',
    statusPageUrl: 'https://alpora.example.com/status',
    unsubscribeUrl: 'https://alpora.example.com/email/unsubscribe?token=8d1e4b6aT3kR7wQ2mZ9xC5vB1nL4hJ6gF0sD8pY2uE',
  },
  'policy-change': {
    audience: 'subscriber',
    title: 'Privacy Policy',
    summary:
      'Section 6 now names the provider that delivers our emails, in Switzerland.\n\nSection 9 now says who is told about material changes by email: clients, and waitlist members who confirmed their address.',
    effectiveDate: '2027-01-01',
    pageUrl: 'https://alpora.example.com/privacy',
    unsubscribeUrl: 'https://alpora.example.com/email/unsubscribe?token=Kx4nV8qR2tYw6mB0cZ3sL9dF1hJ7gA5uE2oP8iW4rTy',
  },
  'ops-alert': {
    service: 'API',
    state: 'down',
    at: '2026-11-20T09:05:31.000Z',
    detail: 'GET /api/health answered 503 three checks in a row (database unavailable).',
  },
  'new-sign-in': {
    username: 'jane.doe',
    at: '2026-11-20T09:31:07.000Z',
    device: 'Firefox 133 on Linux',
    addressHint: '203.0.113.x',
    method: 'password+totp',
    accountUrl: 'https://alpora.example.com/account',
  },
  'second-step-failed': {
    username: 'jane.doe',
    at: '2026-11-20T09:31:07.000Z',
    device: 'Firefox 133 on Linux',
    addressHint: '203.0.113.x',
    first: 'password',
    accountUrl: 'https://alpora.example.com/account',
  },
  'verify-email': {
    verifyUrl: 'https://alpora.example.com/verify-email?token=Vf2kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTx',
  },
  'password-reset': {
    username: 'ada',
    resetUrl: 'https://alpora.example.com/reset-password?token=Rs7mK2pW9qYt4nVb1xXs6dLf3gHj8aEu0oWi5eRq2yU',
  },
  'password-changed': {
    username: 'ada',
    how: 'reset',
    at: '2026-11-20T09:30:00.000Z',
    forgotUrl: 'https://alpora.example.com/forgot-password',
  },
  'account-exists': {
    loginUrl: 'https://alpora.example.com/login',
    forgotUrl: 'https://alpora.example.com/forgot-password',
  },
  'viewer-invitation': {
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    acceptUrl: 'https://alpora.example.com/invitation?token=Iv4nT8rQ2wYp6mB1cZ7sL9dF3hJ5gA0uE4oP2iW8rTk',
  },
  'account-setup': {
    username: 'grace',
    staff: true,
    setupUrl: 'https://alpora.example.com/set-up-account?token=Su3pK7wQ1xYt5nVb9mXs2dLf6gHj0aEu4oWi8eRq6yZ',
  },
  'demo-booked': {
    audience: 'visitor',
    moved: false,
    uid: '3f0c2a9e-5b1d-4c7e-9a26-1d8e4f6b0c31@alpora.example.com',
    sequence: 0,
    stamp: '2026-11-20T09:30:00.000Z',
    start: '2026-11-24T08:00:00.000Z',
    end: '2026-11-24T08:20:00.000Z',
    timeZone: 'Europe/Berlin',
    organizer: 'sales@alpora.example.com',
    attendee: 'jane.doe@fund.example.com',
    manageUrl: 'https://alpora.example.com/demo/manage?token=Dm4kR8nQ4tYw1mB6cZ9sL3dF7hJ0gA5uE2oP8iW4rTx',
    siteUrl: 'https://alpora.example.com/',
  },
  'demo-cancelled': {
    audience: 'team',
    uid: '3f0c2a9e-5b1d-4c7e-9a26-1d8e4f6b0c31@alpora.example.com',
    sequence: 1,
    stamp: '2026-11-21T10:00:00.000Z',
    start: '2026-11-24T08:00:00.000Z',
    end: '2026-11-24T08:20:00.000Z',
    timeZone: 'Europe/Zurich',
    organizer: 'sales@alpora.example.com',
    attendee: 'jane.doe@fund.example.com',
    person: { name: 'Jane Doe', company: 'Lakeside Capital', timeZone: 'Europe/Berlin' },
    siteUrl: 'https://alpora.example.com/',
  },
  'account-suspended': {
    username: 'ada',
    at: '2026-11-20T09:30:00.000Z',
    contact: 'hello@alpora.example.com',
  },
  'account-reinstated': {
    username: 'ada',
    at: '2026-11-21T10:00:00.000Z',
    contact: 'hello@alpora.example.com',
    loginUrl: 'https://alpora.example.com/login',
  },
  'privacy-request-confirm': {
    kind: 'erasure',
    confirmUrl: 'https://alpora.example.com/privacy/request/confirm#token=Pr5kT9wQ3xYt7nVb1mXs4dLf8gHj2aEu6oWi0eRq4yA',
  },
  'privacy-request-answered': {
    result: 'erasure',
    erased: [
      { name: 'Waitlist sign-ups', rows: 3 },
      { name: 'Email subscriptions you confirmed', rows: 2 },
      { name: 'Delivery records of our emails', rows: 5 },
    ],
    kept: [
      {
        what: 'This request: your address, its dates and what we erased and kept',
        why: 'To prove that we answered it, as data protection law requires; kept 36 months after the request was answered.',
      },
      {
        what: 'Backups of the database made before the erasure',
        why: 'Restoring the service after a failure; each is deleted 30 days after the backup was written.',
      },
    ],
  },
};
