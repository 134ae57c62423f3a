/**
 * A valid lead of each kind, for tests: every field filled, with padding and capitals that
 * the schema trims and lowers; and the columns the sample person is stored with.
 *
 * @example await app.request('/api/leads', postJson(sampleLead('contact', { email: 'x' })))
 */
import { randomUUID } from 'node:crypto';
import type { LeadKind } from '@alpora/shared/schemas/leads';

const meta = () => ({
  clientId: randomUUID(),
  consent: true,
  consentVersion: 'en-2025-07-23',
  page: '/pricing',
  ts: '2026-11-20T09:29:58.000Z',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'q4-launch',
  referrer: 'https://news.example.com/issue-12',
});

const person = {
  email: '  Ada.Lovelace@Example.COM ',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  company: 'Analytical Engines AG',
  interest: 'hedge-fund',
};

const byKind: Record<LeadKind, Record<string, unknown>> = {
  waitlist: { ...person, selectedPlan: 'pro' },
  plan: { ...person, selectedPlan: 'desk-plus' },
  'one-pager': { email: 'cfo@example.com', role: 'family-office', aumBand: '100-500m' },
  demo: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Compilers Ltd', message: 'Risk limits, please.' },
  contact: { name: 'Alan Turing', email: 'alan@example.com', message: 'Do you support options?' },
  'design-partner': {
    company: 'Bletchley Capital',
    role: 'Head of Trading',
    useCase: 'multi-venue-execution',
    monthlyVolume: '100m-1b',
    timeline: '1-3-months',
    infrastructure: 'FIX gateway, two CEX accounts, Postgres.',
    email: 'desk@bletchley.example',
  },
};

export function sampleLead(kind: LeadKind, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind, ...meta(), ...byKind[kind], ...overrides };
}

/** How the sample person is stored: trimmed, the email in lower case, the name joined. */
export const STORED_PERSON = {
  email: 'ada.lovelace@example.com',
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines AG',
  persona: 'hedge-fund',
};
