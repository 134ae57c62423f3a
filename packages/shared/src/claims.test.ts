import { describe, expect, test } from 'vitest';
import { parseClaims } from './claims.ts';

const offer = (proof: string) => `
claims:
  - id: partner-programme
    kind: offer
    value: 12 weeks
    says: The design-partner programme lasts 12 weeks.
${proof}
    review: 2027-01-31
`;

describe('parseClaims', () => {
  test('takes an offer that names the document binding it', () => {
    const register = parseClaims(offer('    proof: { document: content/en/pages/partners.mdx }'));
    expect(register.claims[0]?.proof?.document).toBe('content/en/pages/partners.mdx');
  });

  test('refuses an offer without a document, naming the claim', () => {
    expect(() => parseClaims(offer(''))).toThrow(
      'claims.0.proof: Claim "partner-programme" is an offer: name the document that binds it (proof.document).',
    );
  });

  test('refuses a document outside the repository', () => {
    expect(() => parseClaims(offer('    proof: { document: /etc/terms.mdx }'))).toThrow('claims.0.proof.document');
  });
});
