/**
 * The mailbox an address reaches, as the daily cap of mail to visitor-typed addresses counts it
 * (docs/decisions.md §86): the address in lower case with any `+tag` taken off the local part,
 * since `ada+1@example.com` and `Ada+2@Example.com` land in the same inbox as
 * `ada@example.com` at most providers. Dots are not folded: only Gmail ignores them, and a
 * rule for one provider's domains would be one more list to keep right.
 *
 * @example mailboxKey('Ada.Lovelace+news@Example.com') // 'ada.lovelace@example.com'
 */
export function mailboxKey(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that is all tag ("+x@…") keeps it: nothing would be left to name the mailbox.
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}
