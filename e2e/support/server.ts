/**
 * Starts the production server (built site + API) as its own process, on a free port with a
 * fresh data folder, so a test can stop or kill it without touching the shared one.
 *
 * @example const server = await startServer(); await page.goto(server.url); await server.stop();
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, with no chance to clean up. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

async function waitForOutput(
  output: () => string,
  text: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server did not print "${text}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.ASTRO_OUT_DIR ? { SITE_DIR: process.env.ASTRO_OUT_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const tls = Boolean(options.env?.TLS_CERT_FILE);
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    // This process does not trust a test certificate, so an HTTPS server is ready once it says so.
    if (tls) await waitForOutput(() => output, 'is running at', child, 20_000);
    else await waitForHealth(url, child, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    port,
    pid: child.pid ?? -1,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
