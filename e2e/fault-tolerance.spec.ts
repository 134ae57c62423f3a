/**
 * Faults the server must survive without losing what it acknowledged: a crash (SIGKILL) in
 * the middle of a lead load, and a database it cannot open (a clear error and exit, not a
 * crash loop). The browser outbox's part is in leads-outbox.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleLead } from '../api/src/testing/lead-samples.ts';
import { submitUntilKilled } from './support/crash-load.ts';
import { submissionClientIds } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

/** A waitlist lead of its own email, so every acknowledged one is a row of its own. */
const lead = (clientId: string) =>
  sampleLead('waitlist', { clientId, email: `crash-${clientId}@example.ch`, ts: new Date().toISOString() });

test('every lead acknowledged before a SIGKILL is in the database after restart', async () => {
  const env = { LEADS_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false' };
  const server = await startServer({ env });
  const acknowledged = await submitUntilKilled(server, async () => {
    const clientId = randomUUID();
    const response = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead(clientId)),
    });
    return response.status === 201 ? clientId : undefined;
  });

  const restarted = await startServer({ env, dataDir: server.dataDir });
  try {
    const stored = submissionClientIds(restarted.dataDir);
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    await restarted.stop();
  }
});

test('a corrupt database file stops start-up with a clear message', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-corrupt-'));
  fs.writeFileSync(path.join(dataDir, 'alpora.sqlite'), Buffer.alloc(16_384, 0x5a));
  const start = startServer({ dataDir, env: { SEED_DEMO_DATA: 'false' } });
  await expect(start).rejects.toThrow(/server exited with code 1/);
  await expect(start).rejects.toThrow(
    /Alpora could not start: Cannot open the database at .*alpora\.sqlite: file is not a database/,
  );
});
