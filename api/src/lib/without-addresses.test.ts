import { describe, expect, test } from 'vitest';
import { withoutAddresses } from './without-addresses.ts';

describe('withoutAddresses', () => {
  test.each([
    ['550 5.1.1 <ada@example.com>: Recipient address rejected', '550 5.1.1 <[address]>: Recipient address rejected'],
    [
      "Can't send mail - all recipients were rejected: 553 ada+work@example.com.",
      "Can't send mail - all recipients were rejected: 553 [address].",
    ],
    ['RCPT TO:<Ada.Lovelace@Mail.Example.COM> refused', 'RCPT TO:<[address]> refused'],
    ['mailbox "ada lovelace"@example.com is full', 'mailbox [address] is full'],
    ['jörg@münchen.example, bob_1@x.io; eve@localhost', '[address], [address]; [address]'],
    ['Key (email)=(ada@example.com) already exists.', 'Key (email)=([address]) already exists.'],
  ])('replaces the address in %j', (text, logged) => {
    expect(withoutAddresses(text)).toBe(logged);
  });

  test('leaves text without an address as it is, a lone @ and a domain included', () => {
    const text = 'connect ECONNREFUSED 127.0.0.1:2525 (@ smtp.example.com, see https://example.com/a?b=c)';
    expect(withoutAddresses(text)).toBe(text);
  });
});
