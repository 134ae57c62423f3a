/**
 * The words of a source file as readers see them, cut into passages (docs/claims.md#the-build-check):
 * a YAML string, a paragraph of MDX prose, a string literal of a dictionary, a text node of an
 * Astro template. Code, markup, comments and code samples are left out. Each passage keeps:
 * - `context`: what a bare figure takes its meaning from, i.e. the strings beside it (the
 *   `label` of `value: "< 1 s"`);
 * - `scope`: the item or section it is in (a YAML list item, an MDX section under its heading, a
 *   dictionary object, an Astro component), where the execution service may be named once.
 * Stripped text is blanked, not removed, so offsets, and so line numbers, stay the file's.
 *
 * @example passagesOf('content/en/home/hero.yaml', 'highlights:\n  - { value: "< 1 s", label: target }')
 *          // [{ text: '< 1 s', context: 'target', scope: '< 1 s target', line: 2 }, { text: 'target', … }]
 */
import { isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';

export interface Passage {
  text: string;
  context: string;
  scope: string;
  line: number;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text[index] === '\n') line += 1;
  return line;
}

/** Blanks every match of the patterns, keeping newlines. */
function blankOut(text: string, patterns: RegExp[]): string {
  return patterns.reduce((result, pattern) => result.replace(pattern, blank), text);
}

function stringsOf(node: unknown, deep: boolean): string[] {
  if (isScalar(node)) return typeof node.value === 'string' ? [node.value] : [];
  if (isMap(node))
    return node.items.flatMap((pair) => (deep || isScalar(pair.value) ? stringsOf(pair.value, deep) : []));
  if (isSeq(node)) return deep ? node.items.flatMap((item) => stringsOf(item, deep)) : [];
  return [];
}

/** Every string of a YAML document with its context and scope (see above). */
export function yamlPassages(text: string, offset = 0, whole = text): Passage[] {
  const document = parseDocument(text);
  const passages: Passage[] = [];
  const visit = (node: unknown, mapping: Node | undefined, item: Node | undefined) => {
    if (isScalar(node) && typeof node.value === 'string') {
      const siblings = mapping ? stringsOf(mapping, false).filter((value) => value !== node.value) : [];
      const scope = item ? stringsOf(item, true) : siblings;
      passages.push({
        text: node.value,
        context: siblings.join(' '),
        scope: scope.join(' '),
        line: lineAt(whole, offset + (node.range?.[0] ?? 0)),
      });
    } else if (isMap(node)) {
      for (const pair of node.items) visit(pair.value, node, item);
    } else if (isSeq(node)) {
      for (const element of node.items) visit(element, mapping, isMap(element) ? element : item);
    }
  };
  visit(document.contents, undefined, undefined);
  return passages;
}

/** Paragraphs of MDX prose; the frontmatter is YAML, each section runs from its heading to the next. */
export function mdxPassages(text: string): Passage[] {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const passages = frontmatter ? yamlPassages(frontmatter[1] ?? '', 4, text) : [];
  const body = blankOut(frontmatter ? blank(frontmatter[0]) + text.slice(frontmatter[0].length) : text, [
    /^```[\s\S]*?^```/gm,
    /`[^`\n]*`/g,
    /^(?:import|export)\s.*$/gm,
    /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g,
    /\{[^{}]*\}/g,
    /<\/?[A-Za-z][^<>]*>/g,
    /\]\([^)]*\)/g,
  ]);
  const sections = [...body.matchAll(/^#{1,6}\s[\s\S]*?(?=^#{1,6}\s|(?![\s\S]))/gm)];
  const sectionAt = (offset: number) =>
    sections.find((section) => section.index <= offset && offset < section.index + section[0].length)?.[0] ?? '';
  // A paragraph runs to a blank line; each list item is one of its own.
  for (const paragraph of body.matchAll(/[^\n]+(?:\n(?![ \t]*(?:\n|[-*+] |\d+\. ))[^\n]*)*/g)) {
    if (!paragraph[0].trim()) continue;
    passages.push({
      text: paragraph[0].replace(/\s+/g, ' ').trim(),
      context: '',
      scope: sectionAt(paragraph.index).replace(/\s+/g, ' '),
      line: lineAt(text, paragraph.index),
    });
  }
  return passages;
}

/**
 * String literals of a TypeScript dictionary (site/i18n): a template literal's text parts, not
 * its `${…}`. Strings of one object literal share a scope; comments and code are skipped.
 */
export function typeScriptPassages(text: string): Passage[] {
  const found: { text: string; group: number; offset: number }[] = [];
  const groups: number[] = [0];
  let nextGroup = 1;
  let index = 0;
  const readString = (quote: string) => {
    const start = index;
    let value = '';
    index += 1;
    while (index < text.length && text[index] !== quote) {
      if (text[index] === '\\') {
        value += text[index + 1] ?? '';
        index += 2;
      } else if (quote === '`' && text.startsWith('${', index)) {
        let depth = 0;
        do {
          if (text[index] === '{') depth += 1;
          if (text[index] === '}') depth -= 1;
          index += 1;
        } while (index < text.length && depth > 0);
        value += ' ';
      } else {
        value += text[index];
        index += 1;
      }
    }
    index += 1;
    // A quoted property name ('1-3-months': …) is a key, not words.
    const isKey = quote !== '`' && /^\s*:/.test(text.slice(index, index + 20));
    if (!isKey) found.push({ text: value, group: groups.at(-1) ?? 0, offset: start });
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (text.startsWith('//', index)) index = text.indexOf('\n', index) < 0 ? text.length : text.indexOf('\n', index);
    else if (text.startsWith('/*', index))
      index = text.indexOf('*/', index) < 0 ? text.length : text.indexOf('*/', index) + 2;
    else if (char === "'" || char === '"' || char === '`') readString(char);
    else {
      if (char === '{') groups.push(nextGroup++);
      if (char === '}') groups.pop();
      index += 1;
    }
  }
  return found.map((literal) => {
    const siblings = found.filter((other) => other.group === literal.group && other !== literal).map((o) => o.text);
    return {
      text: literal.text,
      context: siblings.join(' '),
      scope: [literal.text, ...siblings].join(' '),
      line: lineAt(text, literal.offset),
    };
  });
}

/** Text nodes of an Astro template: the frontmatter code, scripts, styles and `{…}` are skipped. */
export function astroPassages(text: string): Passage[] {
  const template = blankOut(text, [
    /^---\n[\s\S]*?\n---\n/,
    /<(script|style)\b[\s\S]*?<\/\1>/g,
    /<!--[\s\S]*?-->/g,
    /\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/g,
  ]);
  const nodes = [...template.matchAll(/>([^<>]+)</g)].filter((match) => (match[1] ?? '').trim());
  const scope = nodes.map((match) => (match[1] ?? '').trim()).join(' ');
  return nodes.map((match) => ({
    text: (match[1] ?? '').replace(/\s+/g, ' ').trim(),
    context: '',
    scope: scope.replace(/\s+/g, ' '),
    line: lineAt(text, match.index + 1),
  }));
}

/** The passages of a file by its kind; other files have none. */
export function passagesOf(file: string, text: string): Passage[] {
  if (file.endsWith('.yaml') || file.endsWith('.yml')) return yamlPassages(text);
  if (file.endsWith('.mdx')) return mdxPassages(text);
  if (file.endsWith('.ts')) return typeScriptPassages(text);
  if (file.endsWith('.astro')) return astroPassages(text);
  return [];
}
