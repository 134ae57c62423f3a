/**
 * What an operator command is: a summary for the usage text and `run(args, deps)` answering the
 * exit code. The entry point (`cli.ts`) imports the commands; the commands import only this.
 * A command that must not find the database open (restore), or that works on the SQLite file
 * itself (backup), says `opensDatabase: false` and gets no `db`.
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';

export interface CliDeps {
  db: Kysely<Database>;
  config: Config;
  out: (text: string) => void;
}

export type CliCommand =
  | { summary: string; opensDatabase?: true; run(args: string[], deps: CliDeps): Promise<number> }
  | { summary: string; opensDatabase: false; run(args: string[], deps: Omit<CliDeps, 'db'>): Promise<number> };

/** Input an operator can correct: the command prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Runs a command's body; bad input (a UsageError, or an option parseArgs refuses) answers with
 * the reason and the usage on `out` and exit code 2, never a stack trace.
 */
export async function withUsage(
  usage: string,
  out: (text: string) => void,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof UsageError || (error instanceof TypeError && 'code' in error))) throw error;
    out(`${error.message}\n\n${usage}`);
    return 2;
  }
}
