/**
 * A lead load that a crash interrupts: eight clients submit back to back until the server is
 * killed (SIGKILL) under them, after at least `before` acknowledgements.
 *
 * @example const acknowledged = await submitUntilKilled(server, () => submitLead(server));
 */
import { expect } from '@playwright/test';
import type { RunningServer } from './server.ts';

/** Answers the ids the server acknowledged before it died; `submit` answers one id or none. */
export async function submitUntilKilled(
  server: RunningServer,
  submit: () => Promise<string | undefined>,
  before = 300,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let crashed = false;
  const client = async () => {
    while (!crashed) {
      try {
        const id = await submit();
        if (id) acknowledged.push(id);
      } catch {
        // The connection died with the server: not acknowledged, the browser's outbox retries it.
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(before);
  await server.kill();
  crashed = true;
  await Promise.all(clients);
  return acknowledged;
}
