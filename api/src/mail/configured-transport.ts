/**
 * The transport the configuration names: SMTP when SMTP_URL is set (DKIM-signed when the DKIM
 * variables are), otherwise the local mailbox in DATA_DIR/mailbox/ (production refuses to start
 * without SMTP_URL, see ../config.ts).
 *
 * @example const { transport, mailboxDir } = configuredMailTransport(config);
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '#api/config.ts';
import { MAILBOX_FOLDER, mailboxTransport } from './mailbox-transport.ts';
import { smtpTransport } from './smtp-transport.ts';
import type { MailTransport } from './transport.ts';

export interface ConfiguredTransport {
  transport: MailTransport;
  /** The mailbox folder when mails go there, for the /dev/mail page. */
  mailboxDir?: string;
}

type MailConfig = Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY_FILE'>;

export function configuredMailTransport(config: MailConfig): ConfiguredTransport {
  if (!config.SMTP_URL) {
    const mailboxDir = path.join(config.DATA_DIR, MAILBOX_FOLDER);
    return { transport: mailboxTransport(mailboxDir), mailboxDir };
  }
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE } = config;
  const dkim =
    DKIM_DOMAIN && DKIM_SELECTOR && DKIM_PRIVATE_KEY_FILE
      ? { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: readDkimKey(DKIM_PRIVATE_KEY_FILE) }
      : undefined;
  return { transport: smtpTransport(config.SMTP_URL, { dkim }) };
}

function readDkimKey(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read (${(error as Error).message})`);
  }
}
