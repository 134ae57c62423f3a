/**
 * Where the confirmation mail of a request that subscribes stands, so the success view says
 * only what is true (docs/decisions.md §79): 'sent' once the server has the request (it
 * queued the mail with it), 'waiting' while the request waits in this browser's outbox, and
 * nothing for a request that does not subscribe.
 *
 * @example <SuccessView confirmation={confirmationMail(true, form.done)} … />
 */
export type ConfirmationMail = 'sent' | 'waiting';

export function confirmationMail(
  subscribes: boolean,
  done: { queued: boolean } | undefined,
): ConfirmationMail | undefined {
  if (!subscribes || !done) return undefined;
  return done.queued ? 'waiting' : 'sent';
}
