/**
 * The confirm page tells a link with its token from one without (docs/decisions.md §77); that
 * it confirms only when its button is pressed is checked in e2e/pages-email.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { linkToken } from './email-confirm.ts';

describe('linkToken', () => {
  test.each([
    ['?token=abc123', 'abc123'],
    ['?utm_source=mail&token=a-b_c', 'a-b_c'],
    ['?token=%20padded%20', 'padded'],
    ['', null],
    ['?token=', null],
    ['?token=%20', null],
    ['?tok=abc', null],
  ])('reads %j as %j', (search, token) => {
    expect(linkToken(search)).toBe(token);
  });
});
