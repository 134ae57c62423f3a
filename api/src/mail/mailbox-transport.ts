/**
 * The embedded mailbox of a local run without SMTP_URL: each mail becomes a `.eml` file in
 * DATA_DIR/mailbox/, exactly as it would go over the wire, and GET /dev/mail lists them
 * (./mailbox-routes.ts). Nothing leaves the machine.
 *
 * @example const transport = mailboxTransport(path.join(config.DATA_DIR, 'mailbox'));
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport.ts';

/** The folder inside DATA_DIR. */
export const MAILBOX_FOLDER = 'mailbox';

/** A file name that sorts by time and is unique per mail: `2026-11-20T09-30-00-000Z-<uuid>.eml`. */
function fileName(mail: OutgoingMail, at: Date): string {
  const id = mail.messageId.replace(/^<|@.*$/g, '').replace(/[^\w-]/g, '');
  return `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}

export function mailboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ ...mail, headers: mail.headers ?? {} });
      await mkdir(dir, { recursive: true });
      const file = fileName(mail, new Date());
      await writeFile(path.join(dir, file), info.message);
      return { response: `250 written to the mailbox as ${file}` };
    },
    close: () => composer.close(),
  };
}
