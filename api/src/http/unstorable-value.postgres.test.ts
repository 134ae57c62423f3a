/**
 * The error handler's backstop against PostgreSQL's own errors (docs/decisions.md §66): a value
 * over its column's length or with a NUL character, written past every schema, answers 400 and
 * leaves nothing stored. SQLite stores both values, so this runs on PostgreSQL only.
 */
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { createLogger } from '#api/lib/logger.ts';
import { listIncidents, openIncident } from '#api/repositories/incidents.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { readJson } from '#api/testing/test-app.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { errorHandler } from './errors.ts';

const openDatabase = databasePerTest();

describe('values PostgreSQL refuses, written without a schema in front', () => {
  test.each([
    ['a title longer than its varchar(200)', { title: 'x'.repeat(201), message: 'Looking into it.' }, '22001'],
    ['a NUL character in a text column', { title: 'Delayed prices', message: 'Looking\u0000 into it.' }, '22021'],
  ])('%s answers 400 and stores nothing', async (_case, incident, code) => {
    const { db } = (await openDatabase()).engine;
    const warnings: Record<string, unknown>[] = [];
    const app = new Hono();
    app.post('/incidents', async (c) => {
      await openIncident(
        db,
        { ...incident, impact: 'minor', services: [] },
        new Date(),
        subscriptionMailSettings(testConfig()),
      );
      return c.body(null, 201);
    });
    app.onError(errorHandler(createLogger('warn', (line) => warnings.push(JSON.parse(line)))));

    const res = await app.request('/incidents', { method: 'POST' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe('bad_request');
    expect(warnings).toEqual([expect.objectContaining({ level: 'warn', code })]);
    expect(await listIncidents(db)).toEqual([]);
  });
});
