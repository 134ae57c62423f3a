import { expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';

const production = { NODE_ENV: 'production', SITE_URL: 'https://alpora.ch' };

test('production without SMTP_URL does not start, and the message says what to set', () => {
  expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production: set SMTP_URL=smtp:\/\//);
});

test('production with SMTP_URL starts', () => {
  expect(loadConfig({ ...production, SMTP_URL: 'smtps://user:pass@smtp.example.ch:465' }).SMTP_URL).toBe(
    'smtps://user:pass@smtp.example.ch:465',
  );
});

test('production without an https SITE_URL does not start: links in mails would lead nowhere', () => {
  const smtp = { SMTP_URL: 'smtps://user:pass@smtp.example.ch:465' };
  expect(() => loadConfig({ ...smtp, NODE_ENV: 'production' })).toThrow(/SITE_URL: required in production/);
  expect(() => loadConfig({ ...smtp, NODE_ENV: 'production', SITE_URL: 'http://alpora.ch' })).toThrow(/SITE_URL/);
  expect(loadConfig({ ...smtp, NODE_ENV: 'production', SITE_URL: 'https://alpora.ch' }).SITE_URL).toBe(
    'https://alpora.ch',
  );
});

test('a local run without SMTP_URL starts (mails go to the mailbox)', () => {
  expect(loadConfig({}).SMTP_URL).toBeUndefined();
});

test.each([
  [{ DKIM_DOMAIN: 'alpora.ch' }],
  [{ DKIM_DOMAIN: 'alpora.ch', DKIM_SELECTOR: 'mail' }],
  [{ DKIM_PRIVATE_KEY_FILE: '/etc/dkim.pem' }],
])('DKIM set in part (%o) does not start', (dkim) => {
  expect(() => loadConfig(dkim)).toThrow(
    /DKIM_DOMAIN: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together/,
  );
});

test('DKIM set in full is accepted', () => {
  const config = loadConfig({
    DKIM_DOMAIN: 'alpora.ch',
    DKIM_SELECTOR: 'mail',
    DKIM_PRIVATE_KEY_FILE: '/etc/dkim.pem',
  });
  expect(config.DKIM_SELECTOR).toBe('mail');
});

test.each(['http://smtp.example.ch', 'smtp.example.ch:25'])('SMTP_URL %s is refused', (url) => {
  expect(() => loadConfig({ SMTP_URL: url })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
});

test('MAIL_FROM without an address is refused', () => {
  expect(() => loadConfig({ MAIL_FROM: 'Alpora' })).toThrow(/MAIL_FROM: must be an address/);
});

test('lead notifications go to sales@alpora.ch unless SALES_NOTIFY_EMAIL says otherwise', () => {
  expect(loadConfig({}).SALES_NOTIFY_EMAIL).toBe('sales@alpora.ch');
  expect(loadConfig({ SALES_NOTIFY_EMAIL_PLAN: 'plans@alpora.ch' }).SALES_NOTIFY_EMAIL_PLAN).toBe('plans@alpora.ch');
});

test.each([
  ['SALES_NOTIFY_EMAIL', 'Sales <sales@alpora.ch>'],
  ['SALES_NOTIFY_EMAIL_DEMO', 'demos'],
  ['SALES_NOTIFY_EMAIL_DESIGN_PARTNER', 'a@alpora.ch, b@alpora.ch'],
])('%s=%s is refused: one plain address', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: must be one address`));
});
