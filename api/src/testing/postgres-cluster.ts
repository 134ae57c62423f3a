/**
 * A throwaway PostgreSQL server for the PostgreSQL test run and the benchmark: `initdb` in a
 * temporary folder, `pg_ctl start` on a free loopback port, removed again by `stop()`. It never
 * touches a system-wide cluster or service. As root (CI), the server runs as the `postgres`
 * user, since PostgreSQL refuses to run as root. The binaries are Debian's (`postgresql`
 * package, installed by scripts/test.sh when missing) or those in POSTGRES_BIN_DIR.
 *
 * @example const cluster = await startPostgresCluster(); … cluster.url … await cluster.stop();
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://… of the `alpora` database, for user `alpora` (trusted on loopback only). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface ClusterOptions {
  /**
   * Keep PostgreSQL's durability settings (fsync on every commit), as the benchmark does to
   * compare like with like; tests turn them off, since the folder is thrown away.
   */
  durable?: boolean;
}

function binDir(): string {
  const given = process.env.POSTGRES_BIN_DIR;
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      "PostgreSQL's server programs were not found: install Debian's 'postgresql' package (scripts/test.sh does, as root), set POSTGRES_BIN_DIR, or point TEST_DATABASE_URL at a server.",
    );
  }
  return path.join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** util-linux's runuser, which lives in an sbin folder that a minimal PATH may leave out. */
function runuser(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => fs.existsSync(candidate)) ?? 'runuser';
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
async function pgProgram(program: string, args: string[]): Promise<void> {
  const file = path.join(binDir(), program);
  const asRoot = process.getuid?.() === 0;
  try {
    if (asRoot) await run(runuser(), ['-u', 'postgres', '--', file, ...args]);
    else await run(file, args);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${program} failed: ${stderr?.trim() || String(error)}`);
  }
}

export async function startPostgresCluster({ durable = false }: ClusterOptions = {}): Promise<PostgresCluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-postgres-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(folder, 'data');
  // C collation: text sorts by bytes, as SQLite's does, so both engines order rows alike.
  await pgProgram('initdb', ['-D', data, '-U', 'alpora', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  await pgProgram('pg_ctl', [
    '-D',
    data,
    '-o',
    settings.join(' '),
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    'start',
  ]);
  const stop = async () => {
    await pgProgram('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await pgProgram('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'alpora', 'alpora']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://alpora@127.0.0.1:${port}/alpora`, port, stop };
}

/**
 * The SQL that makes `schema` again, tables, indexes, sequences and rows: PostgreSQL's own
 * `pg_dump` of it, without the meta-commands only `psql` reads. Null where the programs are not
 * installed (a run against TEST_DATABASE_URL on another machine).
 */
export async function dumpSchema(url: string, schema: string): Promise<string | null> {
  let file: string;
  try {
    file = path.join(binDir(), 'pg_dump');
  } catch {
    return null;
  }
  if (!fs.existsSync(file)) return null;
  const args = ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', url];
  const { stdout } = await run(file, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}
