/**
 * The field-message catalogues (docs/product.md#languages): every language has every key with
 * the English placeholders, and every message the shared schemas carry is a key of the English
 * catalogue, so no schema carries an English sentence past the translations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-errors.ts';
import { LOCALES } from '../locales.ts';
import { FIELD_MESSAGE_LOADERS } from './catalogue.ts';
import { en } from './en.ts';

const SCHEMAS_DIR = path.join(import.meta.dirname, '../schemas');

function placeholders(sentence: string): string[] {
  return [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Every message a schema states where zod keeps it: a type's or a check's `error`, called as
 * zod calls it. Messages written inside a `superRefine` function are read from the source.
 */
function statedMessages(root: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (typeof def.error === 'function') {
      const message = (def.error as (issue: unknown) => unknown)({ code: 'custom', input: undefined, path: [] });
      if (typeof message === 'string') messages.push(message);
      else if (message && typeof (message as { message?: unknown }).message === 'string')
        messages.push((message as { message: string }).message);
    }
    for (const value of Object.values(def)) {
      if (typeof value === 'object' && value !== null && !(value instanceof RegExp)) {
        if ('_zod' in value || Array.isArray(value)) visit(value);
        else for (const inner of Object.values(value)) visit(inner);
      }
    }
  };
  visit(root);
  return messages;
}

const schemaFiles = readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const schemaModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    schemaFiles.map(async (file) => [file, (await import(path.join(SCHEMAS_DIR, file))) as Record<string, unknown>]),
  ),
);

describe('the catalogues', () => {
  test.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English key and no other', (locale) => {
    expect(Object.keys(FIELD_MESSAGES[locale]).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(LOCALES)('%s keeps the placeholders of every English sentence', (locale) => {
    const catalogue = FIELD_MESSAGES[locale];
    for (const [key, sentence] of Object.entries(en)) {
      expect(placeholders(catalogue[key as keyof typeof en]), `${locale} ${key}`).toEqual(placeholders(sentence));
    }
  });

  test('German is written the Swiss way, without "ß"', () => {
    expect(Object.values(FIELD_MESSAGES.de).filter((sentence) => sentence.includes('ß'))).toEqual([]);
  });

  test.each(LOCALES)('the %s chunk a page loads is the same catalogue', async (locale) => {
    expect(await FIELD_MESSAGE_LOADERS[locale]()).toBe(FIELD_MESSAGES[locale]);
  });
});

describe('the shared schemas carry message keys, never sentences', () => {
  test('the reader of stated messages finds a sentence where one is written', () => {
    const written = z.object({ a: z.string({ error: 'Enter a.' }).max(3, 'field.text.tooLong').optional() });
    expect(statedMessages(written).sort()).toEqual(['Enter a.', 'field.text.tooLong']);
  });

  test.each(Object.keys(schemaModules))('%s', (file) => {
    const exported = Object.values(schemaModules[file] ?? {});
    const messages = exported.flatMap(statedMessages);
    expect(messages.filter((message) => !Object.hasOwn(en, message))).toEqual([]);
  });

  test.each(schemaFiles)('%s: every message written in an issue is a key', (file) => {
    const source = readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    const written = [...source.matchAll(/\bmessage:\s*(['"`])(.*?)\1/g)].map((match) => match[2] ?? '');
    expect(written.filter((message) => !Object.hasOwn(en, message))).toEqual([]);
  });

  test('the schemas use keys enough to be read at all', () => {
    const all = Object.values(schemaModules).flatMap((module) => Object.values(module).flatMap(statedMessages));
    expect(new Set(all).size).toBeGreaterThan(60);
  });
});
