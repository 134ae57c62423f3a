import { describe, expect, test } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('mailboxKey', () => {
  test.each([
    ['ada@example.com', 'ada@example.com'],
    ['Ada@Example.COM', 'ada@example.com'],
    ['ada+1@example.com', 'ada@example.com'],
    ['ADA+Newsletter@example.com', 'ada@example.com'],
    ['ada+one+two@example.com', 'ada@example.com'],
    ['ada+@example.com', 'ada@example.com'],
    ['ada.lovelace@example.com', 'ada.lovelace@example.com'],
    ['a.d.a+x@gmail.com', 'a.d.a@gmail.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s is the mailbox %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  test('the domain keeps a + it may hold; only the local part loses its tag', () => {
    expect(mailboxKey('ada@ex+ample.com')).toBe('ada@ex+ample.com');
  });
});
