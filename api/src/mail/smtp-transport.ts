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

/** Bounds on the conversation, well inside the sender's lease (./sender.ts). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, options: { dkim?: DkimKey | undefined } = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    ...TIMEOUTS,
    ...(options.dkim ? { dkim: options.dkim } : {}),
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
