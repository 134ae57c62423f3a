/**
 * The register's figures against the constants that keep them (docs/claims.md#the-build-check):
 * a test that takes its figure from the code constant passes whatever the constant says, so a
 * constant changed without the register, or the register without the constant, would go
 * unnoticed. Each enforced claim backed by one constant, and the cohort's weeks, are compared
 * here with the register's words; the figures pages render from code rather than from the
 * register are compared in site/lib/placeholders.test.ts.
 *
 * @example // PRIVACY_LINK_DAYS = 8 with "7 days" in content/claims.yaml fails "privacy-link-validity"
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '@alpora/shared/api-limits';
import { claimOf, parseClaims } from '@alpora/shared/claims';
import { kindOf } from '@alpora/shared/data-map';
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import { ANNUAL_DISCOUNT_PERCENT, AUM_RATE_PERCENT } from '@alpora/shared/pricing';
import { WEEKS_PER_MONTH } from '@alpora/shared/roi';
import { PASSWORD_MIN_LENGTH } from '@alpora/shared/schemas/auth';
import { DEMO_LENGTH_MINUTES } from '@alpora/shared/schemas/leads';
import { PRIVACY_LINK_DAYS, PRIVACY_REQUEST_DUE_DAYS } from '@alpora/shared/schemas/privacy-requests';
import { describe, expect, test } from 'vitest';
import { RECENT_SIGN_IN_MS } from '#api/auth/recent-proof.ts';
import { RECOVERY_CODE_COUNT } from '#api/auth/recovery-codes.ts';
import { TOTP_DIGITS } from '#api/auth/totp.ts';
import { loadConfig } from '#api/config.ts';
import { CONFIRMATION_VALID_DAYS } from '#api/mail/templates/confirm-subscription.ts';
import { INVITATION_VALID_DAYS } from '#api/mail/templates/viewer-invitation.ts';
import { dataMap } from '#api/privacy/data-map-file.ts';

const REGISTER = parseClaims(readFileSync(path.join(import.meta.dirname, '../../content/claims.yaml'), 'utf8'));

/** The period the data map gives a kind, as the register words it ("12 months"). */
function retentionOf(kind: string): string {
  const { retention } = kindOf(dataMap(), kind);
  return 'months' in retention ? `${retention.months} months` : JSON.stringify(retention);
}

const prose = new Intl.NumberFormat('en');
const percent = (rate: number) => `${rate.toFixed(2)} %`;

/** Each claim's figure as its constant states it. */
const FROM_CODE: Record<string, string> = {
  'api-rate-limit': prose.format(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
  'password-min-length': `${PASSWORD_MIN_LENGTH} characters`,
  'recent-sign-in': `${RECENT_SIGN_IN_MS / 60_000} minutes`,
  'totp-code': `${TOTP_DIGITS}-digit`,
  'recovery-codes': String(RECOVERY_CODE_COUNT),
  'viewer-invitation-validity': `${INVITATION_VALID_DAYS} days`,
  'subscription-link-validity': `${CONFIRMATION_VALID_DAYS} days`,
  'privacy-answer-due': `${PRIVACY_REQUEST_DUE_DAYS} days`,
  'privacy-link-validity': `${PRIVACY_LINK_DAYS} days`,
  'security-log-retention': retentionOf('security-log'),
  'enquiry-retention': retentionOf('lead-contact'),
  'analytics-retention': retentionOf('analytics'),
  'demo-length': `${DEMO_LENGTH_MINUTES}-min`,
  'partner-seats': `${DESIGN_PARTNER_COHORT.seats} seats`,
  'partner-programme': `${DESIGN_PARTNER_COHORT.weeks} weeks`,
  'annual-prepay-discount': `${ANNUAL_DISCOUNT_PERCENT} %`,
  'aum-licence-rate': `${percent(AUM_RATE_PERCENT.min)} to ${percent(AUM_RATE_PERCENT.max)}`,
  'roi-assumptions': `x ${WEEKS_PER_MONTH}`,
  // claim: health-check-interval (the default an operator does not change)
  'health-check-interval': `${loadConfig({}).HEALTH_CHECK_INTERVAL_MS / 1000} seconds`,
};

/**
 * Enforced claims whose constant lives in the site's code, which these tests do not import: each
 * is compared in the site test named.
 */
const COMPARED_IN_SITE_TESTS: Record<string, string> = {
  'market-refresh': 'site/islands/dashboard/market-refresh.test.ts',
};

/**
 * Enforced claims with no single constant to compare: behaviour the named tests assert
 * (sign-in methods, hashing, the data map's completeness), a list of choices, or a figure kept
 * outside the server's code.
 */
const WITHOUT_CONSTANT = new Set([
  'mfa',
  'sso',
  'viewer-accounts',
  'hashed-secrets',
  'fadp-compliant',
  'gdpr-compliant',
  'rate-limit-fields',
  'lead-timeline-choices',
  'market-window',
]);

describe('the register states the figures the code keeps', () => {
  test.each(Object.entries(FROM_CODE))('claim "%s" is the figure its constant keeps', (id, figure) => {
    expect(claimOf(REGISTER, id).value).toBe(figure);
  });

  test('every enforced claim is compared with its constant or listed as having none', () => {
    const enforced = REGISTER.claims.filter((claim) => claim.kind === 'enforced').map((claim) => claim.id);
    expect(
      enforced.filter((id) => !(id in FROM_CODE) && !(id in COMPARED_IN_SITE_TESTS) && !WITHOUT_CONSTANT.has(id)),
    ).toEqual([]);
    expect([...WITHOUT_CONSTANT].filter((id) => !enforced.includes(id))).toEqual([]);
  });

  test.each(Object.entries(COMPARED_IN_SITE_TESTS))('claim "%s" is compared in %s, which names it', (id, file) => {
    const text = readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
    expect(text).toContain(`claim: ${id}`);
    expect(claimOf(REGISTER, id).proof?.test).toContain(file);
  });
});
