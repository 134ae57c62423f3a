import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { listIncidents } from '#api/repositories/incidents.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

/** The test's own schema as a DATABASE_URL an operator could type: the server's search_path in the URL. */
function databaseUrl(postgres: { url: string; schema: string } | undefined): string {
  if (!postgres) throw new Error('the postgres test project provides a PostgreSQL server');
  const url = new URL(postgres.url);
  url.searchParams.set('options', `-c search_path=${postgres.schema}`);
  return url.toString();
}

function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/src/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('incident and leads-export run through the entry point on PostgreSQL and leave the data folder alone', async () => {
  const t = await setup();
  await t.app.request('/api/leads', postJson(sampleLead('waitlist', { company: 'Kunz Family Office' })));
  const dataDir = path.join(os.tmpdir(), `alpora-unused-${process.pid}-${Date.now()}`);
  const env = { DATABASE_URL: databaseUrl(t.database.postgres), DATA_DIR: dataDir };

  const opened = await cli(['incident', 'open', '--title', 'Delayed prices', '--message', 'Looking into it.'], env);
  expect(opened).toEqual({ code: 0, stdout: 'Opened incident 1.\n', stderr: '' });
  expect((await listIncidents(t.db)).map((incident) => incident.title)).toEqual(['Delayed prices']);

  const exported = await cli(['leads-export', '--kind', 'waitlist'], env);
  expect(exported).toMatchObject({ code: 0, stderr: '' });
  const rows = exported.stdout.split('\r\n');
  expect(rows).toHaveLength(3); // header, the lead, and the empty string after the last CRLF
  expect(rows[1]).toContain(',waitlist,');
  expect(rows[1]).toContain(',Kunz Family Office,');

  expect(fs.existsSync(dataDir)).toBe(false);
});
