/**
 * The confirm page sends by itself only with a token, and only once per token
 * (docs/decisions.md §77); the browser side is checked in e2e/pages-email.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { confirmsOnLoad, linkToken } from './email-confirm.ts';

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

describe('confirmsOnLoad', () => {
  test('sends a token this tab has not sent yet', () => {
    expect(confirmsOnLoad('abc', null)).toBe(true);
    expect(confirmsOnLoad('abc', 'older')).toBe(true);
  });

  test('waits for the button when this tab already sent the token', () => {
    expect(confirmsOnLoad('abc', 'abc')).toBe(false);
  });

  test('never sends without a token', () => {
    expect(confirmsOnLoad(null, null)).toBe(false);
  });
});
