/**
 * Text for a log line with every email address in it replaced by `[address]`. Server logs hold
 * no addresses (content/data-map.yaml, `server-logs`), but text the product does not write
 * itself often quotes one: a mail server's refusal names the recipient
 * (`550 5.1.1 <ada@example.com>: Recipient address rejected`), a database error the value it
 * refused. Such text goes through here before it is logged; the record it came from keeps the
 * whole text where the data map says it may.
 *
 * @example logger.warn('mail delivery failed', { error: withoutAddresses(failure.message) });
 */

/**
 * A local part (plain, or quoted with its spaces) and a domain, neither with spaces, brackets,
 * quotes or separators, the domain not ending in the sentence's full stop. Loose on purpose:
 * anything shaped like an address goes, valid or not.
 */
const ADDRESS = /(?:"[^"\r\n]*"|[^\s<>()[\]{}"',;:@]+)@[^\s<>()[\]{}"',;:@]*[^\s<>()[\]{}"',;:@.]/gu;

const ADDRESS_MARK = '[address]';

export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, ADDRESS_MARK);
}
