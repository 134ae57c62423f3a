/**
 * The price-stream load of `pnpm bench:api` (docs/benchmarks.md): opens many concurrent streams of
 * `GET /api/market-data/stream` (1,000 by default), signed in as the bench's accounts and from
 * as many client addresses, spread over the deployment's processes like the other loads. It
 * checks that every stream opens with the current tick and then receives a pushed one (the
 * feed ticks once a second), and reads each process's RSS before the streams and with all of
 * them open.
 *
 * @example const row = await runStreamLoad({ urls, pids, accounts, streams: 1000 });
 */
import fs from 'node:fs';
import http from 'node:http';
import type { BenchAccount } from './api-loads.ts';

export interface StreamLoadResult {
  streams: number;
  /** Streams answered anything but 200, or not at all. */
  refused: number;
  /** Streams answered 200 that delivered the tick current when they opened. */
  opened: number;
  /** Streams that then received a newer tick, pushed. */
  pushed: number;
  /** From the first stream asked for to the last first tick, and to the last pushed tick. */
  openSeconds: number;
  pushedSeconds: number;
  rssBeforeMiB: number[];
  rssOpenMiB: number[];
}

interface StreamLoad {
  urls: string[];
  pids: number[];
  accounts: readonly BenchAccount[];
  streams: number;
  /** How long to wait for every stream's pushed tick before counting the missing ones. */
  timeoutMs?: number;
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** An address of 198.18.0.0/15 (RFC 2544), one per stream. */
function streamAddress(index: number): string {
  return `198.19.${index >> 8}.${index & 255}`;
}

export async function runStreamLoad({
  urls,
  pids,
  accounts,
  streams,
  timeoutMs = 60_000,
}: StreamLoad): Promise<StreamLoadResult> {
  const rssBeforeMiB = pids.map(rssMiB);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const started = performance.now();
  let opened = 0;
  let answered = 0;
  let pushed = 0;
  let lastOpen = started;
  let lastPush = started;
  const requests: http.ClientRequest[] = [];
  let settle = () => {};
  const allPushed = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const check = () => {
    if (pushed === streams) settle();
  };

  for (let index = 0; index < streams; index += 1) {
    const url = new URL('/api/market-data/stream', urls[index % urls.length]);
    const account = accounts[index % accounts.length] as BenchAccount;
    const request = http.get(
      url,
      {
        agent,
        headers: { authorization: `Bearer ${account.token}`, 'x-forwarded-for': streamAddress(index) },
      },
      (response) => {
        if (response.statusCode === 200) answered += 1;
        if (response.statusCode !== 200) {
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        let firstId: string | undefined;
        response.on('data', (chunk: string) => {
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const id = /^id: (\d+)$/m.exec(buffered.slice(0, end))?.[1];
            buffered = buffered.slice(end + 2);
            if (!id) continue;
            if (firstId === undefined) {
              firstId = id;
              opened += 1;
              lastOpen = performance.now();
            } else if (id !== firstId) {
              pushed += 1;
              lastPush = performance.now();
              response.removeAllListeners('data');
              response.resume();
              check();
              return;
            }
          }
        });
      },
    );
    request.on('error', () => {});
    requests.push(request);
  }

  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([allPushed, timeout]);
  const rssOpenMiB = pids.map(rssMiB);
  for (const request of requests) request.destroy();
  agent.destroy();
  return {
    streams,
    refused: streams - answered,
    opened,
    pushed,
    openSeconds: Math.round((lastOpen - started) / 100) / 10,
    pushedSeconds: Math.round((lastPush - started) / 100) / 10,
    rssBeforeMiB,
    rssOpenMiB,
  };
}

export function streamTable(result: StreamLoadResult): string {
  return [
    '| streams | refused | opened with the current tick | received a pushed tick | s to all opened | s to all pushed | RSS before MiB | RSS with the streams open MiB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${result.streams} | ${result.refused} | ${result.opened} | ${result.pushed} | ${result.openSeconds} | ${result.pushedSeconds} | ${result.rssBeforeMiB.join(' + ')} | ${result.rssOpenMiB.join(' + ')} |`,
  ].join('\n');
}
