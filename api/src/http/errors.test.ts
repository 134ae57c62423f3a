import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createLogger } from '#api/lib/logger.ts';
import { readJson } from '#api/testing/test-app.ts';
import { errorHandler, UNSTORABLE_VALUE_MESSAGE } from './errors.ts';

/** An app whose one route throws `error`, and the log lines its error handler writes. */
function throwing(error: Error) {
  const lines: Record<string, unknown>[] = [];
  const app = new Hono();
  app.post('/api/things', () => {
    throw error;
  });
  app.onError(errorHandler(createLogger('debug', (line) => lines.push(JSON.parse(line)))));
  return { request: () => app.request('/api/things', { method: 'POST' }), lines };
}

function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('a value the database cannot store', () => {
  test.each([
    ['22001', 'value too long for type character varying(200)'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'character with byte sequence 0xe2 0x82 0xac in encoding "UTF8" has no equivalent in encoding "LATIN1"'],
    ['SQLITE_TOOBIG', 'string or blob too big'],
  ])('(%s) answers 400 bad_request and is logged as a warning', async (code, message) => {
    const { request, lines } = throwing(databaseError(code, message));
    const res = await request();
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: { code: 'bad_request', message: UNSTORABLE_VALUE_MESSAGE } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'value the database cannot store',
        method: 'POST',
        path: '/api/things',
        code,
        error: message,
      }),
    ]);
  });

  test('any other database error is still the server failing: 500, logged as an error', async () => {
    const { request, lines } = throwing(databaseError('42P01', 'relation "things" does not exist'));
    const res = await request();
    expect(res.status).toBe(500);
    expect((await readJson(res)).error.code).toBe('internal_error');
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: 'unhandled error' })]);
  });
});
