/**
 * A mail to a person reads wholly in their language (docs/product.md#languages,
 * docs/decisions.md §319): every template, rendered with its example props in German, French
 * and Italian, shows no English word of a short stop list in its subject, its text part or the
 * visible text of its HTML. What the example itself carries (an incident's title, a device's
 * name, a URL) is the sender's data, not the mail's words, and is left out of the scan; what
 * the product feeds a mail from code (the erased kinds and kept records of an erasure answer)
 * is scanned as the privacy module makes it. Mail to staff stays English by design
 * (docs/decisions.md §304): those templates are left out by name. French also sets a no-break
 * space before a colon, semicolon, question mark or exclamation mark (§320).
 */
import type { Locale } from '@alpora/shared/locales';
import { describe, expect, test } from 'vitest';
import { erasureAnswer } from '#api/privacy/erasure-answer.ts';
import { renderMail } from './render.ts';
import { mailExamples } from './templates/examples.ts';
import { type MailProps, type MailTemplateName, mailTemplates } from './templates/registry.ts';

/** Mail to staff, English whoever it is about (./person-locale.ts STAFF_LOCALE). */
const STAFF_MAILS: ReadonlySet<MailTemplateName> = new Set(['lead-notification', 'ops-alert']);

const LOCALES = ['de', 'fr', 'it'] as const satisfies readonly Locale[];

/**
 * Words that are English in any of these mails and no word of German, French or Italian;
 * "Switzerland" and the period words stand for the company's seat and the data map's periods.
 */
const STOP_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'at',
  'of',
  'to',
  'is',
  'we',
  'our',
  'this',
  'with',
  'for',
  'after',
  'until',
  'please',
  'email',
  'days',
  'months',
  'years',
  'Switzerland',
  'sign-up',
  'sign-ups',
];
const STOP_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${STOP_WORDS.join('|')})(?![\\p{L}\\p{N}-])`, 'giu');

/** The stop words a text holds, each with a little of the text around it. */
function englishIn(text: string): string[] {
  return [...text.matchAll(STOP_PATTERN)].map(
    (match) => `"${match[0]}" in "…${text.slice(Math.max(0, match.index - 30), match.index + 30)}…"`,
  );
}

/** The texts a value holds: the example's own data. Enum values ('demo', 'visitor') are no text. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z-]+$/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The text a reader sees in the HTML: the head dropped, tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#xA0;|&#160;/gi, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The mail's words: its texts with the data it was given, URLs and addresses taken out. */
function wordsOf(texts: string[], data: string[]): string {
  let text = texts.join('\n');
  // Longest first, so a value inside another is not cut out of it first.
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    for (const line of value.split(/\r?\n/).filter((part) => part.trim() !== '')) text = text.replaceAll(line, ' ');
  }
  return text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w.-]+\.\w+/g, ' ');
}

interface Case {
  label: string;
  template: MailTemplateName;
  props: unknown;
  /** Data the sender gave (not the product's words), left out of the scan. */
  data: string[];
}

function example<Name extends MailTemplateName>(
  template: Name,
  props: MailProps<Name>,
  label: string = template,
): Case {
  return { label, template, props, data: stringsOf(props) };
}

/** Every person's template with its example, and the other forms a few of them take. */
function cases(locale: Locale): Case[] {
  const names = (Object.keys(mailTemplates) as MailTemplateName[]).filter((name) => !STAFF_MAILS.has(name));
  const booked = mailExamples['demo-booked'];
  const cancelled = mailExamples['demo-cancelled'];
  const erasure = erasureAnswer(
    { 'lead-waitlist': 3, 'subscriptions-confirmed': 2, 'mail-log': 5, accounts: 1, 'security-log': 4 },
    { staffWork: true },
    locale,
  );
  return [
    ...names.map((name) => example(name, mailExamples[name])),
    example('demo-booked', { ...booked, moved: true }, 'demo-booked (moved)'),
    example('demo-cancelled', { ...cancelled, audience: 'visitor', person: undefined }, 'demo-cancelled (visitor)'),
    example('lead-acknowledgement', { kind: 'contact' }, 'lead-acknowledgement (contact)'),
    example('lead-acknowledgement', { kind: 'design-partner' }, 'lead-acknowledgement (design partner)'),
    example(
      'already-subscribed',
      { ...mailExamples['already-subscribed'], list: 'updates' },
      'already-subscribed (updates)',
    ),
    example(
      'privacy-request-answered',
      {
        result: 'access',
        downloadUrl: 'https://alpora.example.com/privacy/request/confirm#token=x',
        downloadUntil: '2026-11-27T09:30:00.000Z',
      },
      'privacy-request-answered (access)',
    ),
    example(
      'privacy-request-answered',
      {
        result: 'declined',
        kind: 'access',
        reason: 'The address could not be matched to any record.',
        contact: 'hello@alpora.example.com',
      },
      'privacy-request-answered (declined)',
    ),
    // Fed by the privacy module, not by the sender: scanned whole.
    {
      label: 'privacy-request-answered (erasure, as answered)',
      template: 'privacy-request-answered',
      props: { result: 'erasure', ...erasure },
      data: [],
    },
  ];
}

async function rendered(item: Case, locale: Locale) {
  const mail = await renderMail(item.template, item.props as MailProps<typeof item.template>, locale);
  return { mail, words: wordsOf([mail.subject, mail.text, visibleText(mail.html)], item.data) };
}

describe('the stop list', () => {
  test('finds English words and passes German, French and Italian', () => {
    expect(englishIn('Alpora AG, Zug, Switzerland')).toHaveLength(1);
    expect(englishIn('Tuesday, 24 November 2026 at 09:00')).toHaveLength(1);
    expect(englishIn('kept 36 months after the request was answered')).toHaveLength(3);
    expect(englishIn('Waitlist sign-ups')).toHaveLength(1);
    expect(englishIn('Alpora AG, Zug, Schweiz. Dienstag, 24. November 2026 um 09:00')).toEqual([]);
    expect(englishIn('mardi, 24 novembre 2026 à 09:00 ; conservation : 36 mois après la réponse')).toEqual([]);
    expect(englishIn('martedì, 24 novembre 2026 alle ore 09:00, 36 mesi dopo la risposta')).toEqual([]);
  });
});

describe.each(LOCALES)('every mail to a person in %s', (locale) => {
  test.each(cases(locale).map((item) => [item.label, item] as const))('%s has no English word', async (_, item) => {
    const { words } = await rendered(item, locale);
    expect(englishIn(words)).toEqual([]);
  });
});

describe('French typography', () => {
  test.each(cases('fr').map((item) => [item.label, item] as const))(
    '%s sets a no-break space before : ; ? and !',
    async (_, item) => {
      const { mail } = await rendered(item, 'fr');
      const own = wordsOf([mail.subject, mail.text], item.data);
      // A colon after a letter or a closing mark, or after an ordinary space; times (09:00) are digits.
      const bare = [...own.matchAll(/(?:[\p{L})»’]| )[:;?!]/gu)].map((match) =>
        own.slice(Math.max(0, match.index - 20), match.index + 3),
      );
      expect(bare).toEqual([]);
    },
  );
});
