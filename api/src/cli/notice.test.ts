import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NUL_CHARACTER_MESSAGE } from '@alpora/shared/schemas/text';
import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { createLogger } from '#api/lib/logger.ts';
import { productRenderer } from '#api/mail/render.ts';
import { mailSenderRun } from '#api/mail/sender.ts';
import { smtpTransport } from '#api/mail/smtp-transport.ts';
import { en } from '#api/mail/templates/en.ts';
import { withdrawSubscription } from '#api/repositories/subscription-links.ts';
import { DEMO_EMAIL, DEMO_USERNAME, insertUser } from '#api/repositories/users.ts';
import { startSmtpSink } from '#api/testing/smtp-sink.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  renderedData,
  subscribe,
  subscriptionRequest,
} from '#api/testing/subscribers.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { notice } from './notice.ts';

const appFor = appPerTest({ SITE_URL: 'https://alpora.example' });

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A summary file with these bytes, in a folder of its own. */
function summaryFile(content: string | Uint8Array): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-notice-'));
  folders.push(folder);
  const file = path.join(folder, 'summary.txt');
  fs.writeFileSync(file, content);
  return file;
}

/** The UTC day `days` after today: the command compares with the real date. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const SUMMARY = 'Section 6 now names the provider that delivers our emails.\n\nSection 9 names who is told.';

/** The options of a valid notice, with `overrides` in their place. */
function options(overrides: Record<string, string> = {}): string[] {
  const values = {
    '--title': 'Privacy Policy',
    '--page': '/privacy',
    '--effective': dayFromToday(30),
    '--summary-file': summaryFile(SUMMARY),
    ...overrides,
  };
  return Object.entries(values).flat();
}

async function setup() {
  const t = await appFor();
  const cli = async (...args: string[]) => {
    let output = '';
    const code = await notice.run(args, { db: t.db, config: t.config, out: (text) => (output += text) });
    return { code, output };
  };
  return { ...t, cli };
}

let accounts = 0;
async function client(db: Kysely<Database>, email: string, username = `client${++accounts}`) {
  await insertUser(db, {
    id: `user-${username}`,
    username,
    email,
    passwordHash: 'not a hash: these accounts never log in',
    firstName: null,
    lastName: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, accounts)).toISOString(),
  });
}

/** Subscribes and confirms, then unsubscribes through the link of an "already subscribed" note. */
async function withdrawnSubscriber(db: Kysely<Database>, email: string, now: Date) {
  await confirmedSubscriber(db, email, 'updates', now);
  await subscribe(db, subscriptionRequest(email, 'updates'), now);
  const note = (await mailsTo(db, email)).findLast((mail) => mail.template === 'already-subscribed');
  expect(await withdrawSubscription(db, linkToken(note, 'unsubscribeUrl'), now)).toMatchObject({
    outcome: 'unsubscribed',
  });
}

function noticesQueued(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').selectAll().where('template', '=', 'policy-change').orderBy('id').execute();
}

describe('notice policy-change', () => {
  test('queues one mail to every client and every confirmed product-update subscriber who is not a client', async () => {
    const { db, cli, clock } = await setup();
    await client(db, 'ada@example.com');
    await client(db, 'Grace@Example.com');
    await confirmedSubscriber(db, 'grace@example.com', 'updates', clock.now());
    await confirmedSubscriber(db, 'linus@example.com', 'updates', clock.now());
    await subscribe(db, subscriptionRequest('pending@example.com', 'updates'), clock.now());
    await withdrawnSubscriber(db, 'withdrawn@example.com', clock.now());
    await confirmedSubscriber(db, 'status-only@example.com', 'status', clock.now());

    const effective = dayFromToday(30);
    const { code, output } = await cli('policy-change', ...options({ '--effective': effective }));

    expect(code).toBe(0);
    expect(output).toBe(
      "Queued 2 to clients and 1 to product-update subscribers; the server's mail sender delivers them.\n",
    );
    const queued = await noticesQueued(db);
    expect(queued.map((mail) => [mail.recipient, mail.category])).toEqual([
      ['ada@example.com', 'transactional'],
      ['Grace@Example.com', 'transactional'],
      ['linus@example.com', 'notification'],
    ]);
    const notice = { title: 'Privacy Policy', summary: SUMMARY, effectiveDate: effective };
    expect(renderedData(queued[0])).toEqual({
      ...notice,
      audience: 'client',
      pageUrl: 'https://alpora.example/privacy',
    });
    expect(renderedData(queued[2])).toEqual({
      ...notice,
      audience: 'subscriber',
      pageUrl: 'https://alpora.example/privacy',
      unsubscribeUrl: expect.stringMatching(/^https:\/\/alpora\.example\/email\/unsubscribe\?token=[\w-]{43}$/),
    });
  });

  test('only subscribers get an unsubscribe link of their own; clients get none', async () => {
    const { db, cli, clock } = await setup();
    await client(db, 'ada@example.com');
    await confirmedSubscriber(db, 'linus@example.com', 'updates', clock.now());
    await confirmedSubscriber(db, 'margaret@example.com', 'updates', clock.now());
    expect((await cli('policy-change', ...options())).code).toBe(0);

    const [ada, linus, margaret] = await noticesQueued(db);
    expect(ada).toMatchObject({ recipient: 'ada@example.com', link_token: null, subscription_id: null });
    expect(JSON.parse(ada?.data ?? '{}')).not.toHaveProperty('unsubscribeUrl');
    const links = [linus, margaret].map((mail) => renderedData(mail).unsubscribeUrl);
    expect(links.every((link) => typeof link === 'string')).toBe(true);
    expect(new Set(links).size).toBe(2);
  });

  test('the seeded demo account is nobody and gets nothing; an address no mail server takes is counted, not mailed', async () => {
    const { db, cli } = await setup();
    await client(db, DEMO_EMAIL, DEMO_USERNAME);
    await client(db, 'root@localhost');
    await client(db, 'ada@example.com');

    const { code, output } = await cli('policy-change', ...options());

    expect(code).toBe(0);
    expect(output).toBe(
      "Queued 1 to clients and 0 to product-update subscribers; the server's mail sender delivers them.\n" +
        '1 client account(s) hold an address no mail server takes: not mailed.\n',
    );
    expect((await noticesQueued(db)).map((mail) => mail.recipient)).toEqual(['ada@example.com']);
  });

  test('a dry run prints the counts a real run queues, and queues nothing', async () => {
    const { db, cli, clock } = await setup();
    await client(db, 'ada@example.com');
    await confirmedSubscriber(db, 'ada@example.com', 'updates', clock.now());
    await confirmedSubscriber(db, 'linus@example.com', 'updates', clock.now());
    const tokensBefore = await db.selectFrom('subscription_tokens').select('id').execute();

    expect(await cli('policy-change', ...options(), '--dry-run')).toEqual({
      code: 0,
      output: 'Dry run: would queue 1 to clients and 1 to product-update subscribers. Nothing was queued.\n',
    });
    expect(await noticesQueued(db)).toEqual([]);
    expect(await db.selectFrom('subscription_tokens').select('id').execute()).toEqual(tokensBefore);

    expect((await cli('policy-change', ...options())).output).toBe(
      "Queued 1 to clients and 1 to product-update subscribers; the server's mail sender delivers them.\n",
    );
  });

  test('the change may take effect on the day after the last day a queued mail may still be retried', async () => {
    const { db, cli } = await setup();
    await client(db, 'ada@example.com');
    const effective = dayFromToday(4);
    expect((await cli('policy-change', ...options({ '--effective': effective }))).code).toBe(0);
    const [mail] = await noticesQueued(db);
    expect(renderedData(mail).effectiveDate).toBe(effective);
  });

  test('the summary file may be UTF-8 with a byte order mark and CRLF line ends', async () => {
    const { db, cli } = await setup();
    await client(db, 'ada@example.com');
    const file = summaryFile(`\uFEFF  Première ligne.\r\n\r\nZweite Zeile.  \r\n`);
    expect((await cli('policy-change', ...options({ '--summary-file': file }))).code).toBe(0);
    const [mail] = await noticesQueued(db);
    expect(renderedData(mail).summary).toBe('Première ligne.\n\nZweite Zeile.');
  });

  test.each([
    ['yesterday', () => ['--effective', dayFromToday(-1)], '--effective must be at least 4 days after today'],
    ['today', () => ['--effective', dayFromToday(0)], '--effective must be at least 4 days after today'],
    ['tomorrow', () => ['--effective', dayFromToday(1)], '--effective must be at least 4 days after today'],
    [
      'the last day retries may still run',
      () => ['--effective', dayFromToday(3)],
      `so ${dayFromToday(4)} or later: a queued mail may take up to 3 days of retries to arrive`,
    ],
    [
      'no real date',
      () => ['--effective', '2031-02-30'],
      '--effective must be a date as YYYY-MM-DD, got "2031-02-30".',
    ],
    ['another format', () => ['--effective', '01.03.2031'], '--effective must be a date as YYYY-MM-DD'],
    ['no title', () => ['--title', '  '], '--title is required.'],
    ['a title of 201 characters', () => ['--title', 'x'.repeat(201)], '--title: Use at most 200 characters.'],
    ['a title with a NUL', () => ['--title', 'Privacy\u0000Policy'], `--title: ${NUL_CHARACTER_MESSAGE}`],
    ['a title of two lines', () => ['--title', 'Privacy\nPolicy'], '--title must be one line.'],
    ['a page without /', () => ['--page', 'privacy'], '--page must be a path of the site starting with /'],
    ['a page on another host', () => ['--page', '//evil.example/privacy'], '--page must be a path of the site'],
    ['a full URL as page', () => ['--page', 'https://alpora.example/privacy'], '--page must be a path of the site'],
    ['a page going up', () => ['--page', '/legal/../privacy'], '--page must be a path of the site'],
    ['a missing summary file', () => ['--summary-file', '/nonexistent/summary.txt'], 'there is no file'],
    ['a folder as summary file', () => ['--summary-file', os.tmpdir()], 'is not a file.'],
    ['a blank summary', () => ['--summary-file', summaryFile(' \n\t\n')], 'The summary is blank: say what changes.'],
    ['a summary not UTF-8', () => ['--summary-file', summaryFile(Uint8Array.of(0x50, 0xe9, 0x0a))], 'is not UTF-8'],
    ['a binary summary', () => ['--summary-file', summaryFile(Uint8Array.of(0x50, 0x01, 0x02))], 'is not plain text'],
    ['a summary with a NUL', () => ['--summary-file', summaryFile('a\u0000b')], NUL_CHARACTER_MESSAGE],
    [
      'a summary of 5001 characters',
      () => ['--summary-file', summaryFile('y'.repeat(5001))],
      '--summary-file: Use at most 5000 characters.',
    ],
    ['a huge summary file', () => ['--summary-file', summaryFile('y'.repeat(30_000))], 'use at most 5000 characters'],
  ])('%s answers 2 with the reason and the usage, and queues nothing', async (_case, option, message) => {
    const { db, cli } = await setup();
    await client(db, 'ada@example.com');
    const [name, value] = option();
    const { code, output } = await cli('policy-change', ...options({ [name as string]: value as string }));
    expect(code).toBe(2);
    expect(output).toContain(message);
    expect(output).toContain('Usage:');
    expect(await noticesQueued(db)).toEqual([]);
  });

  test.each([
    [['policy-change', '--title', 'Privacy Policy'], '--page is required.'],
    [['policy-change', '--colour', 'red'], "Unknown option '--colour'"],
    [['price-change'], 'Unknown notice "price-change".'],
    [[], 'Name the notice: policy-change.'],
  ])('%j answers 2 with "%s"', async (args, message) => {
    const { cli } = await setup();
    const { code, output } = await cli(...args);
    expect(code).toBe(2);
    expect(output).toContain(message);
  });

  test('a summary and a title of the longest length allowed are queued whole', async () => {
    const { db, cli } = await setup();
    await client(db, 'ada@example.com');
    const title = 'T'.repeat(200);
    const summary = 'é'.repeat(5000);
    const result = await cli('policy-change', ...options({ '--title': title, '--summary-file': summaryFile(summary) }));
    expect(result.code).toBe(0);
    const [mail] = await noticesQueued(db);
    expect(renderedData(mail)).toMatchObject({ title, summary });
  });
});

describe('policy change mail over SMTP', () => {
  /** A header as the message carried it, unfolded. */
  function header(message: ParsedMail | undefined, name: string): string | undefined {
    const line = message?.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
    return line
      ?.slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }

  test("a subscriber's mail arrives with List-Unsubscribe and the footer link; a client's with neither", async () => {
    const { db, cli, clock, config } = await setup();
    await client(db, 'ada@example.com');
    await confirmedSubscriber(db, 'linus@example.com', 'updates', clock.now());
    const effective = dayFromToday(30);
    expect((await cli('policy-change', ...options({ '--effective': effective }))).code).toBe(0);

    const sink = await startSmtpSink();
    try {
      const send = mailSenderRun({
        db,
        // The command queues at the real time; the sender must see those mails as due.
        clock: { now: () => new Date() },
        logger: createLogger('silent'),
        config,
        transport: smtpTransport(sink.url),
        render: productRenderer,
      });
      // Linus's confirmation mail goes too.
      expect(await send()).toBe(3);
    } finally {
      await sink.stop();
    }

    const notices = sink.messages.filter((message) => message.subject?.startsWith('Changes to our'));
    const to = (message: ParsedMail) => [message.to ?? []].flat().map((address) => address.text);
    expect(notices.map(to)).toEqual([['ada@example.com'], ['linus@example.com']]);
    const [ada, linus] = notices;
    const day = new Intl.DateTimeFormat(en.intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${effective}T00:00:00Z`),
    );
    for (const message of [ada, linus]) {
      expect(message?.subject).toBe(`Changes to our Privacy Policy from ${day}`);
      expect(message?.text).toContain('https://alpora.example/privacy');
    }

    expect(header(ada, 'List-Unsubscribe')).toBeUndefined();
    expect(header(ada, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(ada?.text).toContain(en.policyChange.reason.client);
    expect(ada?.text).not.toContain(en.layout.unsubscribe);

    const listUnsubscribe = header(linus, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<https:\/\/alpora\.example\/email\/unsubscribe\?token=[\w-]{43}>$/);
    expect(header(linus, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linus?.html).toContain(`href="${listUnsubscribe.slice(1, -1)}"`);
    expect(linus?.text).toContain(en.policyChange.reason.subscriber);
  });
});
