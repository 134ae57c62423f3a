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
