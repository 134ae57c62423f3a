/**
 * Mail addresses as the outbox accepts them: one plain `local@domain` address, no display name,
 * no line breaks (a header injection), within the lengths SMTP allows (64 for the local part,
 * 254 in all).
 *
 * @example isMailAddress('anna@example.ch') // true
 */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/u;

export function isMailAddress(value: string): boolean {
  if (value.length > 254 || !ADDRESS.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return local.length <= 64;
}

/**
 * The domain of a sender such as `Alpora <hello@alpora.ch>` or `hello@alpora.ch`; it names the
 * Message-IDs the product writes. Undefined when the sender holds no address.
 */
export function senderDomain(from: string): string | undefined {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return isMailAddress(address) ? address.slice(address.lastIndexOf('@') + 1).toLowerCase() : undefined;
}
