import { NUL_CHARACTER_MESSAGE } from '@alpora/shared/schemas/text';
import { describe, expect, test } from 'vitest';
import { listIncidents } from '#api/repositories/incidents.ts';
import { confirmedSubscriber } from '#api/testing/subscribers.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { incident } from './incidents.ts';

const appFor = appPerTest();

async function setup(overrides: Parameters<typeof appFor>[0] = {}) {
  const t = await appFor(overrides);
  let output = '';
  const cli = async (...args: string[]) => {
    output = '';
    const code = await incident.run(args, { db: t.db, config: t.config, out: (text) => (output += text) });
    return { code, output };
  };
  return { ...t, cli };
}

describe('incident command', () => {
  test('open, update, list and resolve an incident', async () => {
    const { db, cli } = await setup();
    const opened = await cli(
      'open',
      '--title',
      'Delayed prices',
      '--impact',
      'major',
      '--service',
      'market,api',
      '--message',
      'Looking into it.',
    );
    expect(opened).toEqual({ code: 0, output: 'Opened incident 1.\n' });

    expect(await cli('update', '1', '--status', 'identified', '--message', 'A venue is slow.')).toEqual({
      code: 0,
      output: 'Incident 1 is now identified.\n',
    });
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^1\tidentified\tmajor\t.+\tDelayed prices \[market, api\]\n$/);

    expect((await cli('resolve', '1')).output).toBe('Incident 1 is now resolved.\n');
    expect((await cli('list')).output).toBe('No open incidents.\n');
    expect((await cli('list', '--all')).output).toContain('resolved');

    const [stored] = await listIncidents(db);
    expect(stored?.updates.map((u) => [u.status, u.message])).toEqual([
      ['resolved', 'This incident has been resolved.'],
      ['identified', 'A venue is slow.'],
      ['investigating', 'Looking into it.'],
    ]);
    expect(stored?.resolvedAt).not.toBeNull();
  });

  test.each([
    [['open', '--message', 'x'], '--title is required.'],
    [['open', '--title', 'x', '--message', 'y', '--impact', 'huge'], '--impact must be one of minor, major, critical.'],
    [
      ['open', '--title', 'x', '--message', 'y', '--service', 'db'],
      '--service must be one of app, api, orchestrator, market.',
    ],
    [['update', 'one', '--status', 'identified', '--message', 'x'], 'Give the incident id'],
    [['update', '9', '--status', 'identified', '--message', 'x'], 'No incident 9.'],
    [['update', '9', '--status', 'fixed', '--message', 'x'], '--status must be one of'],
    [['open', '--colour', 'red'], "Unknown option '--colour'"],
    [['close', '1'], 'Unknown action "close".'],
    [[], 'Name an action.'],
  ])('%j answers 2 with "%s" and the usage', async (args, message) => {
    const { db, cli } = await setup();
    const { code, output } = await cli(...args);
    expect(code).toBe(2);
    expect(output).toContain(message);
    expect(output).toContain('Usage:');
    expect(await listIncidents(db, { limit: 10 })).toEqual([]);
  });

  // Input SQLite would store but PostgreSQL refuses answers alike on both (docs/decisions.md §66).
  test.each([
    [
      'a title of 201 characters',
      ['open', '--title', 'x'.repeat(201), '--message', 'y'],
      '--title: Use at most 200 characters.',
    ],
    [
      'a message of 5001 characters',
      ['open', '--title', 'x', '--message', 'y'.repeat(5001)],
      '--message: Use at most 5000 characters.',
    ],
    [
      'a NUL in the title',
      ['open', '--title', 'Delayed\u0000prices', '--message', 'y'],
      `--title: ${NUL_CHARACTER_MESSAGE}`,
    ],
    [
      'an id past what a number names exactly',
      ['update', '99999999999999999999', '--status', 'identified', '--message', 'x'],
      'No incident 99999999999999999999.',
    ],
  ])('%s answers 2 with the reason on both engines, nothing stored', async (_case, args, message) => {
    const { db, cli } = await setup();
    const { code, output } = await cli(...args);
    expect(code).toBe(2);
    expect(output).toContain(message);
    expect(await listIncidents(db, { limit: 10 })).toEqual([]);
  });

  test('a title and a message of the longest length allowed are stored whole', async () => {
    const { db, cli } = await setup();
    const title = 'x'.repeat(200);
    const message = 'y'.repeat(5000);
    expect(await cli('open', '--title', ` ${title} `, '--message', message)).toEqual({
      code: 0,
      output: 'Opened incident 1.\n',
    });
    const [stored] = await listIncidents(db);
    expect(stored?.title).toBe(title);
    expect(stored?.updates.map((u) => u.message)).toEqual([message]);
  });

  test('open, update and resolve each queue the incident mail to every confirmed status subscriber', async () => {
    const { db, cli, clock } = await setup({ SITE_URL: 'https://alpora.example' });
    await confirmedSubscriber(db, 'ada@example.com', 'status', clock.now());
    await cli('open', '--title', 'Delayed prices', '--impact', 'major', '--message', 'Looking into it.');
    await cli('update', '1', '--status', 'monitoring', '--message', 'A fix is out.');
    await cli('resolve', '1');
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'data'])
      .where('template', '=', 'incident-update')
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => [mail.recipient, JSON.parse(mail.data).status])).toEqual([
      ['ada@example.com', 'investigating'],
      ['ada@example.com', 'monitoring'],
      ['ada@example.com', 'resolved'],
    ]);
    expect(JSON.parse(mails[0]?.data ?? '{}')).toMatchObject({
      statusPageUrl: 'https://alpora.example/status',
      unsubscribeUrl: expect.stringMatching(/^https:\/\/alpora\.example\/email\/unsubscribe\?token=/),
    });
  });

  test('a resolved incident takes no more updates', async () => {
    const { cli } = await setup();
    await cli('open', '--title', 'Slow', '--message', 'x');
    await cli('resolve', '1', '--message', 'Done.');
    expect(await cli('update', '1', '--status', 'monitoring', '--message', 'again')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Incident 1 is resolved already.'),
    });
  });
});
