/**
 * What an operator can do to a data folder, done as a careless operator would (README
 * "Operations", docs/decisions.md §51-52): restore after a crash, restore while the server runs,
 * start a second server on the same folder, start on an empty database file. None of it may
 * lose an acknowledged lead or end a running server's sessions.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type CliResult, runCli } from '../api/src/testing/cli-process.ts';
import { sampleLead } from '../api/src/testing/lead-samples.ts';
import { submitUntilKilled } from './support/crash-load.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startServer } from './support/server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const NO_DEMO = { LEADS_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false', SERVE_SITE: 'false' };

/** Runs `node api/src/cli.ts ...args` on `dataDir` and answers its exit code and output. */
function cli(dataDir: string, ...args: string[]): Promise<CliResult> {
  return runCli(args, { DATA_DIR: dataDir });
}

/** The client ids of every stored lead submission in the database `file` (read-only). */
function clientIds(file: string): Set<string> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('SELECT client_id FROM lead_submissions').all() as { client_id: string }[];
    return new Set(rows.map((row) => row.client_id));
  } finally {
    db.close();
  }
}

/** Submits one waitlist lead of its own; answers its client id when the server acknowledged it. */
async function submitLead(server: RunningServer): Promise<string | undefined> {
  const clientId = randomUUID();
  const payload = sampleLead('waitlist', {
    clientId,
    email: `op-${clientId}@example.ch`,
    ts: new Date().toISOString(),
  });
  const response = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return response.status === 201 ? clientId : undefined;
}

async function submitLeads(server: RunningServer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await submitLead(server);
    if (id) ids.push(id);
  }
  expect(ids).toHaveLength(count);
  return ids;
}

test('restore after a SIGKILL keeps every acknowledged lead: the safety copy holds them all', async () => {
  const server = await startServer({ env: NO_DEMO });
  const database = path.join(server.dataDir, 'alpora.sqlite');
  const backupFile = path.join(server.dataDir, 'backups', 'earlier.sqlite');
  const early = await submitLeads(server, 5);
  expect((await cli(server.dataDir, 'backup', backupFile)).code).toBe(0);

  const acknowledged = [...early, ...(await submitUntilKilled(server, () => submitLead(server)))];
  // What makes this a crash: acknowledged rows that only the write-ahead log holds.
  expect(fs.statSync(`${database}-wal`).size).toBeGreaterThan(0);

  const restore = await cli(server.dataDir, 'restore', backupFile);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  const safetyCopy = restore.stdout.match(/^Safety copy of the current database: (\S+) \(checked/m)?.[1] ?? '';
  expect(safetyCopy).toContain(path.join(server.dataDir, 'backups', 'before-restore-'));
  const kept = clientIds(safetyCopy);
  expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  expect(restore.stdout).toContain(`Replaced: ${database} (`);
  expect(restore.stdout).toContain(`${kept.size} leads, 0 users)\nRestored from ${backupFile}: `);
  expect(restore.stdout).toMatch(/Restored from .*\(\d+ bytes, 5 leads, 0 users\)/);
  // No log of the old database is left to be applied to the restored one.
  expect(fs.existsSync(`${database}-wal`)).toBe(false);

  const restarted = await startServer({ env: NO_DEMO, dataDir: server.dataDir });
  try {
    expect(clientIds(database)).toEqual(new Set(early));
  } finally {
    await restarted.stop();
  }
});

/**
 * The files of a data folder apart from the local mailbox, which the running server keeps
 * writing as it sends the mails of the leads just stored.
 */
function databaseFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('mailbox'))
    .sort();
}

test('restore while the server runs is refused and changes nothing', async () => {
  const server = await startServer({ env: NO_DEMO });
  let restarted: RunningServer | undefined;
  try {
    const before = await submitLeads(server, 3);
    const backupFile = path.join(os.tmpdir(), `alpora-op-${randomUUID()}.sqlite`);
    expect((await cli(server.dataDir, 'backup', backupFile)).code).toBe(0);
    const after = await submitLeads(server, 2);
    const filesBefore = databaseFiles(server.dataDir);

    const restore = await cli(server.dataDir, 'restore', backupFile);
    expect(restore.code).toBe(3);
    expect(restore.stdout).toBe('');
    expect(restore.stderr).toMatch(
      /^Restore refused, nothing was changed: the data folder \S+ is in use by another Alpora process \(pid \d+, server since [-\d:.TZ]+\); stop it first\.\n$/,
    );
    expect(databaseFiles(server.dataDir)).toEqual(filesBefore);

    // The server goes on, and a restart finds everything it acknowledged, before and after.
    const later = await submitLeads(server, 1);
    await server.stop();
    restarted = await startServer({ env: NO_DEMO, dataDir: server.dataDir });
    expect(clientIds(path.join(server.dataDir, 'alpora.sqlite'))).toEqual(new Set([...before, ...after, ...later]));
    fs.rmSync(backupFile, { force: true });
  } finally {
    await server.stop();
    await restarted?.stop();
  }
});

test('a second server on the same data folder refuses, and the first keeps running with its sessions', async () => {
  const first = await startServer({ env: { SERVE_SITE: 'false' } });
  let second: RunningServer | undefined;
  try {
    const password = first.output().match(/Demo account: username demo, password (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = () => fetch(`${first.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    const attempt = startServer({ env: { SERVE_SITE: 'false' }, dataDir: first.dataDir });
    attempt.then((started) => (second = started)).catch(() => {});
    await expect(attempt).rejects.toThrow(/server exited with code 3/);
    await expect(attempt).rejects.toThrow(
      /\nAlpora could not start: the data folder \S+ is in use by another Alpora process \(pid \d+, server since [-\d:.TZ]+\); stop it first\n/,
    );

    // The session opened on the first server still works, and the demo password did not change.
    expect((await me()).status).toBe(200);
    const again = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password }),
    });
    expect(again.status).toBe(200);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  } finally {
    await second?.stop();
    await first.stop();
  }
});

test('the quick-start script refuses a busy data folder before it builds anything', async () => {
  const first = await startServer({ env: NO_DEMO });
  try {
    const stamp = path.join(repoRoot, 'dist', '.build-stamp');
    const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : undefined;
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn('bash', ['scripts/start.sh'], {
        cwd: repoRoot,
        // A limit the pages do not state yet would make the script rebuild them, were it not refused first.
        env: {
          ...process.env,
          DATA_DIR: first.dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          API_RATE_LIMIT_PER_MINUTE: '1999',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stderr }));
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/the data folder \S+ is in use by another Alpora process/);
    expect(run.stderr).not.toMatch(/building the site/);
    expect(fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : undefined).toBe(builtAt);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  } finally {
    await first.stop();
  }
});

test('a zero-byte database file stops start-up and stays as it is', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-empty-'));
  const database = path.join(dataDir, 'alpora.sqlite');
  fs.writeFileSync(database, '');
  const start = startServer({ dataDir, env: NO_DEMO });
  let started: RunningServer | undefined;
  start.then((server) => (started = server)).catch(() => {});
  try {
    await expect(start).rejects.toThrow(/server exited with code 1/);
    await expect(start).rejects.toThrow(
      `Alpora could not start: the database file is empty: ${database} (restore a backup with \`cli restore\`, or delete the file to start with a new database)`,
    );
    expect(fs.statSync(database).size).toBe(0);
  } finally {
    await started?.stop();
  }
});
