/**
 * Interface text comes from the dictionary (docs/product.md#languages): the icon
 * button of every dialog and the phone menu's landmark name are named by `en.ts`, so a
 * translation changes them too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('labels of the dialog and the header come from the dictionary', () => {
  test('the dialog names its close button from the dictionary, with no English of its own', () => {
    expect(en.dialog.close).toBe('Close');
    const dialog = source('./Dialog.tsx');
    expect(dialog).toContain('dictionary().dialog.close');
    expect(dialog).not.toMatch(/aria-label="[A-Za-z]/);
  });

  test("the header's phone menu is named from the dictionary", () => {
    expect(en.nav.mobileLabel).toBe('Main (mobile)');
    const header = source('../SiteHeader.astro');
    expect(header).toContain('aria-label={t.nav.mobileLabel}');
    expect(header).not.toContain('(mobile)');
  });

  test('the modal host announces loading from the dictionary', () => {
    expect(en.dialog.loading).toBe('Loading…');
    expect(source('../../islands/modals/ModalHost.tsx')).toContain('dictionary().dialog.loading');
  });
});
