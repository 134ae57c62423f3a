/**
 * The footer of every mail states the company's seat as the site of its language does
 * (content/<locale>/settings/site.yaml `location`): "Zoug, Suisse" in French, never the English
 * words (docs/decisions.md §319).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { expect, test } from 'vitest';
import { renderMail } from '../render.ts';
import { company } from './brand.ts';
import { mailDictionaries } from './dictionaries.ts';

function siteLocation(locale: string): string {
  const file = path.join(import.meta.dirname, `../../../../content/${locale}/settings/site.yaml`);
  const line = readFileSync(file, 'utf8').match(/^location:\s*(.+)$/m);
  if (!line?.[1]) throw new Error(`${file} has no location.`);
  return line[1].trim().replace(/^["']|["']$/g, '');
}

test.each(LOCALES)('the %s mails state the seat the %s site states', async (locale) => {
  expect(mailDictionaries[locale].layout.seat).toBe(siteLocation(locale));
  const { text } = await renderMail(
    'verify-email',
    { verifyUrl: 'https://alpora.example.com/verify-email?token=x' },
    locale,
  );
  expect(text).toContain(`${company.legalName}, ${siteLocation(locale)}`);
});
