/**
 * The API server (`api/src/server.ts`) as a process of its own, for tests that need several
 * processes on one PostgreSQL database or a crash (SIGKILL) in the middle of a load. It serves
 * the API only, without demo data, on a port the system picks, and is ready once
 * GET /api/health answers. A process still running when the test process exits is killed with
 * it, so a failing test never leaves a server behind.
 *
 * @example const api = await startApiProcess({ DATABASE_URL: url }); await fetch(`${api.url}/api/health`); await api.stop();
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** How long start-up (migrations included) may take before the test fails. */
const START_TIMEOUT_MS = 20_000;

export interface ApiProcess {
  /** http://127.0.0.1:port */
  url: string;
  pid: number;
  /** Everything the process printed so far, for a failure message. */
  output(): string;
  /** SIGTERM, then waits for the clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, with no chance to finish a request or close a connection. */
  kill(): Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  let output = '';
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // The system picks a free port and the server prints it: no race for a port chosen ahead.
      PORT: '0',
      LOG_LEVEL: 'warn',
      SERVE_SITE: 'false',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killWithUs = () => child.kill('SIGKILL');
  process.once('exit', killWithUs);
  void exited.then(() => process.off('exit', killWithUs));
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  let url: string;
  try {
    url = await waitUntilHealthy(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? -1,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Reads the port from the server's start-up line, then waits for its health check to answer. */
async function waitUntilHealthy(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited with code ${child.exitCode}`);
    const port = output().match(/is running at https?:\/\/[^:\s]+:(\d+)/)?.[1];
    if (port) {
      const url = `http://127.0.0.1:${port}`;
      const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return url;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the API process did not answer /api/health within ${START_TIMEOUT_MS} ms`);
}
