/**
 * How a rendered mail leaves the process: over SMTP (./smtp-transport.ts) or, in a local run
 * without SMTP_URL, into the mailbox folder (./mailbox-transport.ts). The sender
 * (./sender.ts) sees only this interface.
 *
 * @example const { response } = await transport.send({ messageId, from, to, subject, html, text });
 */
import type { MailAttachment } from './render-types.ts';

export interface OutgoingMail {
  /** `<uuid@domain>`, the same on every attempt of one mail (docs/decisions.md §67). */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** Further headers the template sets (List-Unsubscribe, for instance). */
  headers?: Record<string, string> | undefined;
  /** Files the template attaches; both transports hand them to nodemailer as they are. */
  attachments?: MailAttachment[] | undefined;
}

export interface MailTransport {
  /** Hands the mail over; answers what the server said. Throws MailTransportError when it did not accept. */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  /** Closes open connections. */
  close(): void;
}

/** A mail the transport could not hand over; `responseCode` is the server's reply code when it answered. */
export class MailTransportError extends Error {
  override name = 'MailTransportError';
  readonly responseCode: number | undefined;
  constructor(message: string, responseCode: number | undefined) {
    super(message);
    this.responseCode = responseCode;
  }
}

/** The reply code a failure carries (nodemailer sets `responseCode` on its errors), if any. */
export function transportError(error: unknown): MailTransportError {
  if (error instanceof MailTransportError) return error;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  return new MailTransportError(message, typeof code === 'number' ? code : undefined);
}
