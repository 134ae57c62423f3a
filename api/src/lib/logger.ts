/**
 * Structured logs: one JSON object a line on stdout, so that any log shipper can read them.
 *
 * @example logger.info('lead stored', { kind: 'waitlist', requestId })
 */
type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const rank: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export function createLogger(
  minLevel: LogLevel | 'silent' = 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[level] < rank[minLevel]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
