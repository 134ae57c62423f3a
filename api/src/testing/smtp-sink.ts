/**
 * A real SMTP server on a free local port for mail tests: it keeps every message it accepts,
 * parsed, and can answer a chosen reply code instead, or be stopped and started again on the
 * same port (a mail server that goes away and comes back).
 *
 * @example const sink = await startSmtpSink(); … expect(sink.messages[0]?.messageId).toBe(id); await sink.stop();
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';

/** A received mail, parsed: for tests outside the api package, which does not depend on mailparser itself. */
export type { ParsedMail };

import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for smtpTransport. */
  readonly url: string;
  readonly messages: ParsedMail[];
  /** Answer every message with this code and text from now on; undefined accepts again. */
  refuseWith: { code: number; message: string } | undefined;
  /** Stops listening (connections in progress end). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  let port = 0;
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refuseWith: undefined,
    async start() {
      const current = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              if (sink.refuseWith) {
                const refusal = Object.assign(new Error(sink.refuseWith.message), {
                  responseCode: sink.refuseWith.code,
                });
                callback(refusal);
                return;
              }
              sink.messages.push(parsed);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        const listener = current.listen(port, '127.0.0.1', () => {
          port = (listener.address() as AddressInfo).port;
          resolve();
        });
      });
      server = current;
      (sink as { url: string }).url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
