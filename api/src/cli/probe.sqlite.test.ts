/**
 * `cli probe` from outside: while the server does not answer, its observations stay in the state
 * file; once the server is back, the backlog is posted with the times it was seen, so the outage
 * shows on the status page (docs/decisions.md §266). SQLite only: the server's storage of the
 * observations is tested on both engines by the route's tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { type ApiProcess, startApiProcess } from '#api/testing/api-process.ts';
import { runCli } from '#api/testing/cli-process.ts';
import { TEST_PROBE_TOKEN } from '#api/testing/status-probes.ts';
import { readJson } from '#api/testing/test-app.ts';

/** Servers and CLI runs are processes of their own, each starting Node. */
const PROCESSES_TIMEOUT_MS = 60_000;

let server: ApiProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test(
  'while the server is down the probe keeps a backlog, and posts it once the server answers again',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-'));
    const stateFile = path.join(dataDir, 'probe-state.json');
    const env = { STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN, DATA_DIR: dataDir };
    server = await startApiProcess(env);
    const { url } = server;
    const probe = () => runCli(['probe', '--url', url, '--state', stateFile, '--timeout', '2'], env);
    await server.stop();

    for (const run of [1, 2]) {
      const offline = await probe();
      expect(offline.code, offline.stderr).toBe(0);
      expect(offline.stdout).toContain(`app down, api down; server not reached, backlog ${2 * run}`);
    }
    const kept = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    expect(kept.backlog.map((o: { status: string }) => o.status)).toEqual(['down', 'down', 'down', 'down']);
    // The second look covers the time since the first.
    expect(kept.backlog[2].coversFrom).toBe(kept.backlog[0].observedAt);

    // An observation the server cannot take (its clock an hour ahead) is refused alone.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const withBad = {
      ...kept,
      backlog: [...kept.backlog, { ...kept.backlog[0], observedAt: future, coversFrom: future }],
    };
    fs.writeFileSync(stateFile, JSON.stringify(withBad));

    server = await startApiProcess({ ...env, PORT: new URL(url).port });
    const online = await probe();
    expect(online.code, online.stderr).toBe(0);
    expect(online.stdout).toContain(`the server refused app at ${future}: observedAt: This time is in the future.`);
    // Four kept, one refused, and the two of this look; the clocks agree, so nothing is late.
    expect(online.stdout).toContain('api operational; posted (6 accepted, 0 duplicates, 0 late, 1 refused), backlog 0');
    expect(online.stdout).not.toContain('warning:');
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).backlog).toEqual([]);

    const status = await readJson(await fetch(`${url}/api/status`));
    const api = status.services.find((s: { id: string }) => s.id === 'api');
    expect(api.days.at(-1).status).toBe('down');
    expect(api.uptime30d).toBeLessThan(100);

    // A wrong token is refused, and what was seen is kept for a corrected one.
    const refused = await runCli(['probe', '--url', url, '--state', stateFile], {
      ...env,
      STATUS_PROBE_TOKEN: 'another-token-of-enough-length-0123456789',
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('the server refused the probe (HTTP 403)');
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).backlog).toHaveLength(2);
  },
  PROCESSES_TIMEOUT_MS,
);

test.each([
  ['http://status.example.com', 2],
  ['http://127.0.0.1:9', 0],
  ['http://localhost:9', 0],
  ['http://[::1]:9', 0],
])(
  'a probe URL of %s exits %i: plain http is refused but for this machine',
  async (url, code) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-url-'));
    const run = await runCli(['probe', '--url', url, '--state', path.join(dir, 'state.json'), '--timeout', '1'], {
      STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN,
    });
    expect(run.code, run.stdout + run.stderr).toBe(code);
    if (code === 2) expect(run.stdout).toContain('the probe token would travel in clear');
    else expect(run.stdout).toContain('server not reached');
  },
  PROCESSES_TIMEOUT_MS,
);

test(
  'a run that finds the state file locked by another skips, leaving the state alone',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-busy-'));
    const stateFile = path.join(dir, 'state.json');
    fs.writeFileSync(`${stateFile}.lock`, '1 now\n');
    const run = await runCli(['probe', '--url', 'http://127.0.0.1:9', '--state', stateFile], {
      STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('another probe run holds');
    expect(fs.existsSync(stateFile)).toBe(false);
  },
  PROCESSES_TIMEOUT_MS,
);

test(
  'without a token the probe says what to set and exits 2',
  async () => {
    const noToken = await runCli(['probe', '--url', 'http://127.0.0.1:9'], { STATUS_PROBE_TOKEN: '' });
    expect(noToken.code).toBe(2);
    expect(noToken.stdout).toContain('Set STATUS_PROBE_TOKEN');
  },
  PROCESSES_TIMEOUT_MS,
);

test(
  'a probe whose clock is ten minutes behind the server prints what counted nothing and warns of the clock',
  async () => {
    // The server's answer to a probe ten minutes behind: its "up" observations arrive late.
    const serverAheadMs = 10 * 60_000;
    const answer = { accepted: 2, duplicates: 0, late: 2, refused: [] };
    const server = http.createServer((request, response) => {
      response.setHeader('Date', new Date(Date.now() + serverAheadMs).toUTCString());
      response.setHeader('Content-Type', 'application/json');
      const body = request.url === '/api/status/probes' ? answer : { ready: true };
      request.resume().on('end', () => response.end(JSON.stringify(body)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-clock-'));
      const run = await runCli(
        ['probe', '--url', `http://127.0.0.1:${port}`, '--state', path.join(dir, 'state.json'), '--timeout', '2'],
        { STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(
        'app operational, api operational; posted (2 accepted, 0 duplicates, 2 late, 0 refused)',
      );
      expect(run.stdout).toMatch(/warning: this machine's clock is (599|600|601) s behind the server's/);
      expect(run.stdout).toContain('warning: 2 observations of the service up arrived more than 5 minutes after');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  },
  PROCESSES_TIMEOUT_MS,
);
