/**
 * The translation check (docs/product.md#languages, docs/decisions.md §309–§311): every language
 * has every file English has, with the same keys, and changes only words. It fails, naming the
 * language, the file and the key, when
 * - a content file (content/en/**), a dictionary (site/i18n/en/**) or a mail dictionary
 *   (api/src/mail/templates/en*.ts) has no translation, or a translation has a key English lacks
 *   or lacks one English has, or a file English lacks;
 * - an MDX page's body is missing, or renders other claims or components than English;
 * - a value that is no prose (a number, a URL, an email address, a placeholder) differs;
 * - the data map differs in anything but its words (./data-map.ts);
 * - a string of four words or more still reads as the English one (./words.ts);
 * - German text writes "ß" (Swiss spelling writes "ss").
 * Pure: the caller hands in the files and the dictionaries' exports, so the build and the tests
 * share it.
 *
 * @example checkTranslations({ locales: ['de'], files, modules })
 *          // [{ locale: 'de', file: 'content/de/home/hero.yaml', key: 'headline', message: 'missing: …' }]
 */
import { parse } from 'yaml';
import type { Locale } from '../locales.ts';
import { dataMapWords } from './data-map.ts';
import { identicalPhrases } from './identical.ts';
import { englishKind, isExtraFile, isFileOf, translationOf } from './pairs.ts';
import { leavesOf, missingPaths } from './shape.ts';
import { isAddress, numbersOf, placeholdersOf, untranslated } from './words.ts';

export interface TranslationsInput {
  /** The languages to check against English. */
  locales: readonly Locale[];
  /** The text of every file the check reads, by its path from the repository root. */
  files: Readonly<Record<string, string>>;
  /** The exports of every dictionary module (site/i18n, mail dictionaries); an Error when it did not load. */
  modules: Readonly<Record<string, Readonly<Record<string, unknown>> | Error>>;
}

export interface TranslationProblem {
  locale: Locale;
  file: string;
  /** The key path in the file, e.g. "hero.points[2]" or "frontmatter.title". */
  key?: string;
  line?: number;
  message: string;
}

interface Pair {
  locale: Locale;
  englishFile: string;
  file: string;
  /** Whether a string at this path is words a translation changes; other strings stay as in English. */
  words?: (path: string) => boolean;
  /** Whether word strings keep the English text's numbers. */
  keepNumbers?: boolean;
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'object' : typeof value;

/** Compares a translated value with its English one, key for key (see the file's header). */
export function compareValues(english: unknown, translated: unknown, pair: Pair): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const problem = (key: string, message: string) =>
    problems.push({ locale: pair.locale, file: pair.file, key: key || undefined, message });
  const en = leavesOf(english);
  const tr = leavesOf(translated);
  for (const key of missingPaths(en, tr)) problem(key, `missing: ${pair.englishFile} has "${key}"`);
  for (const key of missingPaths(tr, en))
    problem(key, `"${key}" is not in ${pair.englishFile}: remove it or add it there`);
  for (const [key, value] of en.leaves)
    if (tr.branches.has(key)) problem(key, `has entries where ${pair.englishFile} has a ${kindOf(value)}`);
  for (const [key, value] of tr.leaves)
    if (en.branches.has(key)) problem(key, `is a ${kindOf(value)} where ${pair.englishFile} has entries`);
  const allowed = identicalPhrases(pair.locale);
  for (const [key, value] of en.leaves) {
    if (!tr.leaves.has(key)) continue;
    const other = tr.leaves.get(key);
    if (kindOf(value) !== kindOf(other)) {
      problem(key, `is a ${kindOf(other)} where ${pair.englishFile} has a ${kindOf(value)}`);
      continue;
    }
    if (typeof value !== 'string' || typeof other !== 'string') {
      if (typeof value !== 'function' && value !== other)
        problem(
          key,
          `is ${JSON.stringify(other)} where ${pair.englishFile} has ${JSON.stringify(value)}: it is no word to translate`,
        );
      continue;
    }
    if (!(pair.words?.(key) ?? true) || isAddress(value)) {
      if (value !== other) problem(key, `must stay as in ${pair.englishFile} ("${value}"): it is no word to translate`);
      continue;
    }
    const [held, kept] = [placeholdersOf(value).join(' '), placeholdersOf(other).join(' ')];
    if (held !== kept)
      problem(key, `carries the placeholders "${kept || 'none'}" where ${pair.englishFile} has "${held || 'none'}"`);
    if (pair.keepNumbers && numbersOf(value).join(' ') !== numbersOf(other).join(' '))
      problem(
        key,
        `states the numbers "${numbersOf(other).join(', ')}" where ${pair.englishFile} has "${numbersOf(value).join(', ')}"`,
      );
    if (untranslated(other, value, allowed))
      problem(
        key,
        `still reads as in English ("${value}"): translate it, or list its names in packages/shared/src/translations-check/identical.ts`,
      );
  }
  return problems;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A document's frontmatter data and its body, with the body's first line number. */
function splitMdx(text: string): { data: unknown; body: string; bodyLine: number } {
  const match = FRONTMATTER.exec(text);
  if (!match) return { data: {}, body: text, bodyLine: 1 };
  return {
    data: parse(match[1] ?? '') ?? {},
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  };
}

/** The body without what is no reader's text: imports, exports, comments, code. */
const prose = (body: string) =>
  body
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^```[\s\S]*?^```/gm, '');

/** The claims and components a body renders, sorted: a translation renders the same. */
function renderedIn(body: string): string[] {
  const claims = [...body.matchAll(/<Claim\s+id=["']([a-z][a-z0-9-]*)["']|%claim:([a-z][a-z0-9-]*)%/g)].map(
    (match) => `claim ${match[1] ?? match[2]}`,
  );
  const components = [...body.matchAll(/<([A-Z][A-Za-z0-9.]*)/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...claims, ...components])].sort();
}

/** Paragraphs of prose (blank-line separated) with their line numbers. */
function paragraphs(body: string, firstLine: number): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  let line = firstLine;
  for (const block of prose(body).split(/\n[ \t]*\n/)) {
    const text = block.replace(/\s+/g, ' ').trim();
    if (text) found.push({ text, line: line + (block.match(/^\s*\n/)?.[0].split('\n').length ?? 1) - 1 });
    line += block.split('\n').length + 1;
  }
  return found;
}

function compareMdx(english: string, translated: string, pair: Pair): TranslationProblem[] {
  const en = splitMdx(english);
  const tr = splitMdx(translated);
  const problems = compareValues(en.data, tr.data, { ...pair }).map((problem) => ({
    ...problem,
    key: `frontmatter${problem.key ? `.${problem.key}` : ''}`,
  }));
  const problem = (message: string, line?: number) =>
    problems.push({ locale: pair.locale, file: pair.file, key: 'body', line, message });
  if (prose(en.body).trim() && !prose(tr.body).trim()) {
    problem(`is empty where ${pair.englishFile} has text`);
    return problems;
  }
  const [rendered, renders] = [renderedIn(en.body).join(', '), renderedIn(tr.body).join(', ')];
  if (rendered !== renders)
    problem(`renders ${renders || 'nothing'} where ${pair.englishFile} renders ${rendered || 'nothing'}`);
  const allowed = identicalPhrases(pair.locale);
  const englishParagraphs = new Set(paragraphs(en.body, en.bodyLine).map((paragraph) => paragraph.text));
  for (const paragraph of paragraphs(tr.body, tr.bodyLine))
    if (englishParagraphs.has(paragraph.text) && untranslated(paragraph.text, paragraph.text, allowed))
      problem(`still reads as in English ("${paragraph.text.slice(0, 80)}")`, paragraph.line);
  return problems;
}

function parsed(text: string, pair: Pair): { value?: unknown; problem?: TranslationProblem } {
  try {
    return { value: parse(text) };
  } catch (error) {
    return {
      problem: { locale: pair.locale, file: pair.file, message: `is no valid YAML: ${(error as Error).message}` },
    };
  }
}

function compareYaml(english: string, translated: string, pair: Pair): TranslationProblem[] {
  const en = parsed(english, { ...pair, file: pair.englishFile });
  const tr = parsed(translated, pair);
  if (en.problem || tr.problem) return [tr.problem ?? { ...(en.problem as TranslationProblem), locale: pair.locale }];
  return compareValues(en.value, tr.value, pair);
}

/** A dictionary module's export that translates an English one: same name, or with its `en` prefix the locale's. */
function translatedExport(exports: Readonly<Record<string, unknown>>, name: string, locale: Locale, only: boolean) {
  if (name in exports) return name;
  const renamed = name.replace(/^en(?=[A-Z]|$)/, locale);
  if (renamed in exports) return renamed;
  const names = Object.keys(exports);
  return only && names.length === 1 ? names[0] : undefined;
}

function compareModules(
  english: Readonly<Record<string, unknown>> | Error | undefined,
  translated: Readonly<Record<string, unknown>> | Error | undefined,
  pair: Pair,
): TranslationProblem[] {
  const problem = (message: string, key?: string) => [{ locale: pair.locale, file: pair.file, key, message }];
  if (translated instanceof Error || translated === undefined)
    return problem(`could not be loaded: ${translated?.message ?? 'no module'}`);
  if (english instanceof Error || english === undefined) return [];
  const names = Object.keys(english);
  return names.flatMap((name) => {
    const found = translatedExport(translated, name, pair.locale, names.length === 1);
    if (found === undefined) return problem(`exports no translation of "${name}" (${pair.englishFile})`, name);
    return compareValues(english[name], translated[found], pair).map((found) => ({
      ...found,
      key: found.key ? `${name}.${found.key}` : name,
    }));
  });
}

/** Lines of German text writing "ß": Swiss German writes "ss". */
function eszettProblems(file: string, text: string): TranslationProblem[] {
  return text.split('\n').flatMap((line, index) =>
    line.includes('ß')
      ? [
          {
            locale: 'de' as const,
            file,
            line: index + 1,
            message: `writes "ß" ("${line.trim().slice(0, 60)}"): Swiss German writes "ss"`,
          },
        ]
      : [],
  );
}

function comparePair(input: TranslationsInput, pair: Pair, kind: string): TranslationProblem[] {
  const englishText = input.files[pair.englishFile] ?? '';
  const text = input.files[pair.file];
  if (text === undefined)
    return [
      { locale: pair.locale, file: pair.file, message: `is missing: every language translates ${pair.englishFile}` },
    ];
  if (kind === 'dictionary' || kind === 'mail')
    return compareModules(input.modules[pair.englishFile], input.modules[pair.file], pair);
  if (kind === 'data-map') return compareYaml(englishText, text, { ...pair, words: dataMapWords, keepNumbers: true });
  if (/\.mdx?$/.test(pair.file)) return compareMdx(englishText, text, pair);
  return compareYaml(englishText, text, pair);
}

/** Every problem of every language's translation; none means the build may go on. */
export function checkTranslations(input: TranslationsInput): TranslationProblem[] {
  const english = Object.keys(input.files)
    .filter((file) => englishKind(file) !== undefined)
    .sort();
  const englishSet = new Set(english);
  return input.locales.flatMap((locale) => {
    const pairs = english.flatMap((englishFile) => {
      const kind = englishKind(englishFile) ?? 'content';
      return comparePair(input, { locale, englishFile, file: translationOf(englishFile, locale) }, kind);
    });
    const own = Object.keys(input.files)
      .filter((file) => isFileOf(file, locale))
      .sort();
    const extra = own
      .filter((file) => isExtraFile(file, locale, englishSet))
      .map((file) => ({ locale, file, message: 'translates no English file: remove it, or add the English one' }));
    const spelling = locale === 'de' ? own.flatMap((file) => eszettProblems(file, input.files[file] ?? '')) : [];
    return [...pairs, ...extra, ...spelling];
  });
}

/** One line per problem, as the build prints them: "[de] file:line key: message". */
export function formatTranslationProblems(problems: TranslationProblem[]): string {
  return problems
    .map(
      (problem) =>
        `  [${problem.locale}] ${problem.file}${problem.line ? `:${problem.line}` : ''}${problem.key ? ` ${problem.key}` : ''}: ${problem.message}`,
    )
    .join('\n');
}
