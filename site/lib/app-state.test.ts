import { describe, expect, test } from 'vitest';
import { fetchAppStatus } from './app-state.ts';

const answering = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('footer badge state', () => {
  test.each([
    [{ app: 'operational', api: 'operational' }, 'online'],
    [{ app: 'operational', api: 'degraded' }, 'online'],
    [{ app: 'unknown', api: 'operational' }, 'online'],
    [{ app: 'down', api: 'operational' }, 'offline'],
    [{ app: 'operational', api: 'down' }, 'offline'],
  ])('%j reads %s', async (summary, expected) => {
    expect(await fetchAppStatus(answering(summary))).toBe(expected);
  });

  test('asks the summary, never the whole report', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ app: 'operational', api: 'operational' }));
    }) as unknown as typeof fetch;
    await fetchAppStatus(fetchImpl);
    expect(asked).toEqual(['/api/status/summary']);
  });

  test.each([
    ['a 503', answering({}, 503)],
    ['a body without the two statuses', answering({ ok: true })],
    ['the full report', answering({ services: [{ id: 'app', status: 'operational' }] })],
    ['null', answering(null)],
    [
      'no answer',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    ],
  ])('%s reads offline', async (_name, fetchImpl) => {
    expect(await fetchAppStatus(fetchImpl)).toBe('offline');
  });
});
