/**
 * `backup` and `restore` copy and replace the SQLite file itself. With DATABASE_URL set the data
 * is on a PostgreSQL server, whose own tools take and restore its backups (docs/decisions.md
 * §64): the commands refuse before they read the data folder or connect anywhere, and say which
 * tool to run instead, against the configured database. The URL goes into the command as
 * `"$DATABASE_URL"`, so its password is never printed.
 *
 * @example const refusal = postgresRefusal('backup', config.DATABASE_URL); if (refusal) { out(refusal); return 2; }
 */

/** Exit code of a command the configured engine does not offer: a usage error, nothing done. */
export const WRONG_ENGINE_EXIT_CODE = 2;

/** "database alpora on db.internal:5432", or a plainer phrase for a URL it cannot take apart. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    const server = parsed.hostname ? ` on ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}` : '';
    return name ? `database ${name}${server}` : `the default database${server}`;
  } catch {
    return 'the database DATABASE_URL names';
  }
}

const INSTEAD = {
  backup: (database: string) =>
    `Back up ${database} with PostgreSQL's own tool, consistent while the servers run:\n` +
    `  pg_dump -Fc --dbname="$DATABASE_URL" --file=alpora-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump\n`,
  restore: (database: string) =>
    `Restore a pg_dump backup into ${database} with PostgreSQL's own tool, the API processes stopped:\n` +
    `  pg_restore --clean --if-exists --single-transaction --dbname="$DATABASE_URL" alpora-<time>.dump\n`,
} as const;

/**
 * Answers the refusal to print when DATABASE_URL selects PostgreSQL, or null on SQLite, where
 * the command goes ahead.
 */
export function postgresRefusal(command: keyof typeof INSTEAD, databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return null;
  return (
    `${command} works on the SQLite database file only; DATABASE_URL selects PostgreSQL, so nothing was done.\n` +
    INSTEAD[command](describeDatabase(databaseUrl))
  );
}
