/** Which actions the privacy queue offers for a request (docs/back-office.md#privacy-requests). */
import { describe, expect, test } from 'vitest';
import { privacyActions } from './privacy-looks.ts';

describe('privacyActions', () => {
  test.each([
    ['unconfirmed', 'access', { answer: false, download: false }],
    ['open', 'access', { answer: true, download: false }],
    ['open', 'erasure', { answer: true, download: false }],
    ['completed', 'access', { answer: false, download: true }],
    ['completed', 'erasure', { answer: false, download: false }],
    ['declined', 'access', { answer: false, download: false }],
  ] as const)('a %s %s request offers %j', (status, kind, actions) => {
    expect(privacyActions({ status, kind })).toEqual(actions);
  });
});
