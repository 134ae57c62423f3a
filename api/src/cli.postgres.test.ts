import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { listIncidents } from '#api/repositories/incidents.ts';
import { runCli } from '#api/testing/cli-process.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';
import { schemaUrl } from '#api/testing/test-database.ts';

const setup = appPerTest();

test('incident and leads-export run through the entry point on PostgreSQL and leave the data folder alone', async () => {
  const t = await setup();
  if (!t.database.postgres) throw new Error('the PostgreSQL test run provides a server');
  await t.app.request('/api/leads', postJson(sampleLead('waitlist', { company: 'Kunz Family Office' })));
  const dataDir = path.join(os.tmpdir(), `alpora-unused-${process.pid}-${Date.now()}`);
  const env = { DATABASE_URL: schemaUrl(t.database.postgres.url, t.database.postgres.schema), DATA_DIR: dataDir };

  const opened = await runCli(['incident', 'open', '--title', 'Delayed prices', '--message', 'Looking into it.'], env);
  expect(opened).toEqual({ code: 0, stdout: 'Opened incident 1.\n', stderr: '' });
  expect((await listIncidents(t.db)).map((incident) => incident.title)).toEqual(['Delayed prices']);

  const exported = await runCli(['leads-export', '--kind', 'waitlist'], env);
  expect(exported).toMatchObject({ code: 0, stderr: '' });
  const rows = exported.stdout.split('\r\n');
  expect(rows).toHaveLength(3); // header, the lead, and the empty string after the last CRLF
  expect(rows[1]).toContain(',waitlist,');
  expect(rows[1]).toContain(',Kunz Family Office,');

  expect(fs.existsSync(dataDir)).toBe(false);
});
