import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { mailboxTransport } from './mailbox-transport.ts';

const setup = appPerTest();
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alpora-mailbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const outgoing = {
  messageId: '<0b6f1c9e-5d1a-4d43-9a3e-3c2f0e1f2a4b@alpora.ch>',
  from: 'Alpora <hello@alpora.ch>',
  to: 'anna@example.ch',
  subject: 'Welcome <Anna>',
  html: '<p>Hello <b>Anna</b><script>alert(1)</script></p>',
  text: 'Hello Anna',
};

test('the mailbox writes each mail as a parseable .eml file', async () => {
  await mailboxTransport(dir).send(outgoing);
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  const parsed = await simpleParser(await readFile(path.join(dir, files[0] ?? '')));
  expect(parsed.messageId).toBe(outgoing.messageId);
  expect(parsed.subject).toBe('Welcome <Anna>');
  expect(parsed.text?.trim()).toBe('Hello Anna');
  expect(parsed.html).toContain('<b>Anna</b>');
});

test('/dev/mail lists the mailbox and shows a mail with its HTML sandboxed and escaped', async () => {
  const t = await setup();
  await mailboxTransport(dir).send(outgoing);
  const app = createApp({ ...t, mailboxDir: dir });
  const list = await app.request('/dev/mail');
  expect(list.status).toBe(200);
  expect(list.headers.get('x-robots-tag')).toBe('noindex');
  expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
  const page = await list.text();
  expect(page).toContain('Welcome &lt;Anna&gt;');
  const link = /href="(\/dev\/mail\/[^"]+\.eml)"/.exec(page)?.[1];
  expect(link).toBeDefined();

  const shown = await (await app.request(link ?? '')).text();
  // Links may open from the frame, but nothing in it runs: no allow-scripts, no allow-forms.
  expect(shown).toMatch(
    /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML part" srcdoc="[^"]*&lt;b&gt;Anna&lt;\/b&gt;/,
  );
  expect(shown).not.toContain('<script>');
  expect(shown).toContain('<pre>Hello Anna');
});

test('a mail in /dev/mail lists its links and its unsubscribe header, so a local run can follow them', async () => {
  const t = await setup();
  const confirm = 'http://localhost:4321/email/confirm?token=abc&x=1';
  await mailboxTransport(dir).send({
    ...outgoing,
    html: `<p><a href="${confirm.replace('&', '&amp;')}">Confirm</a> <a href="mailto:hello@alpora.ch">Mail us</a></p>`,
    headers: { 'List-Unsubscribe': '<http://localhost:4321/email/unsubscribe?token=def>' },
  });
  const app = createApp({ ...t, mailboxDir: dir });
  const file = (await readdir(dir))[0] ?? '';
  const shown = await (await app.request(`/dev/mail/${file}`)).text();
  expect(shown).toContain(`<li><a href="${confirm.replace('&', '&amp;')}" rel="noreferrer">`);
  expect(shown).not.toContain('<li><a href="mailto:');
  expect(shown).toContain(
    '<th>List-Unsubscribe</th><td>&lt;http://localhost:4321/email/unsubscribe?token=def&gt;</td>',
  );
});

test('/dev/mail answers 404 for a name that is not a mailbox file', async () => {
  const t = await setup();
  const app = createApp({ ...t, mailboxDir: dir });
  expect((await app.request('/dev/mail/..%2Fsecret.eml')).status).toBe(404);
  expect((await app.request('/dev/mail/missing.eml')).status).toBe(404);
});

test('/dev/mail is absent in production and without a mailbox', async () => {
  const t = await setup({ NODE_ENV: 'production' });
  expect((await createApp({ ...t, mailboxDir: dir }).request('/dev/mail')).status).toBe(404);
  const local = await setup();
  expect((await createApp({ ...local, mailboxDir: undefined }).request('/dev/mail')).status).toBe(404);
});
