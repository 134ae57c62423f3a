/**
 * Delivery over SMTP (SMTP_URL, smtp:// or smtps:// with credentials in the URL), optionally
 * DKIM-signed. One connection per mail: the sender sends a few mails a minute, and a fresh
 * connection never carries a stale state after the server restarts.
 *
 * @example const transport = smtpTransport('smtps://user:pass@smtp.example.ch:465', { dkim });
 */
import nodemailer from 'nodemailer';
import { type MailTransport, type OutgoingMail, transportError } from './transport.ts';

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM of the private key. */
  privateKey: string;
}

/**
 * The headers a DKIM signature covers: nodemailer's default list (the headers RFC 6376
 * recommends) plus List-Unsubscribe-Post, which RFC 8058 wants signed together with
 * List-Unsubscribe before a mail client offers its one-click unsubscribe (docs/decisions.md §74).
 * Only the headers a mail has are signed.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'Resent-Date',
  'Resent-From',
  'Resent-Sender',
  'Resent-To',
  'Resent-Cc',
  'Resent-Message-ID',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
].join(':');

/** Bounds on the conversation, well inside the sender's lease (./sender.ts). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, options: { dkim?: DkimKey | undefined } = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    ...TIMEOUTS,
    ...(options.dkim ? { dkim: { ...options.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
  });
  return {
    async send(mail: OutgoingMail) {
      try {
        const info = await transporter.sendMail({ ...mail, headers: mail.headers ?? {} });
        return { response: String(info.response) };
      } catch (error) {
        throw transportError(error);
      }
    },
    close: () => transporter.close(),
  };
}
