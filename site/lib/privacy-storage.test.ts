/**
 * The privacy policy names every key the site keeps in the browser (content/en/pages/privacy.mdx,
 * "Cookies and browser storage"), and every cookie the server sets: a key added to STORAGE_KEYS
 * or SERVER_COOKIES without a word in the policy fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_COOKIES, STORAGE_KEYS } from '@alpora/shared/browser-storage';
import { expect, test } from 'vitest';

const POLICY = readFileSync(path.join(import.meta.dirname, '../../content/en/pages/privacy.mdx'), 'utf8');
const storageSection = POLICY.slice(POLICY.indexOf('## 4. Cookies and browser storage'), POLICY.indexOf('## 5.'));

test.each(Object.values(STORAGE_KEYS))('the privacy policy names the browser storage key %s', (key) => {
  expect(storageSection).toContain(`\`${key}\``);
});

test.each(Object.values(SERVER_COOKIES))('the privacy policy names the cookie %s', (name) => {
  expect(storageSection).toContain(`\`${name}\``);
});
