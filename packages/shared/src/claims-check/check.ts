/**
 * The claims check (docs/claims.md#the-build-check, docs/decisions.md §243): the site's words
 * against the register. It fails when
 * - a page states a figure the register does not hold, or holds differently;
 * - a target is stated without saying it is a target, a feature of the execution service
 *   without naming the service (docs/decisions.md §245), or a simulated figure without saying
 *   it is simulated, illustrative or an example (docs/decisions.md §271);
 * - a claim that is words, not a figure, is judged where its words appear (docs/decisions.md §272);
 * - a claim's review date has passed;
 * - a claim's proof or document is missing, or its test does not name the claim, or a test names
 *   a claim the register does not hold (`claim: <id>`);
 * - a figure matches claims of different kinds and its words miss the wording one of them asks
 *   for (docs/decisions.md §280);
 * - a claim is stated on no page (docs/decisions.md §246).
 * Pure: the caller hands in the files and the clock, so the build and the tests share it.
 *
 * @example checkClaims({ register, sources: [{ file: 'content/en/home/hero.yaml', text }],
 *            today: new Date(), readRepositoryFile: (path) => readFileSync(path, 'utf8') })
 *          // [{ file: 'content/en/home/hero.yaml', line: 3, message: '"99.5 %" is stated but …' }]
 */
import type { Claim, ClaimsRegister } from '../claims.ts';
import type { Locale } from '../locales.ts';
import { findFigures, normalFigures } from './figures.ts';
import { normalPhrase, phrasesOfClaim } from './phrases.ts';
import { RATE_LIMIT_CLAIM, type Statement, statementsOf } from './statements.ts';
import { WORDING_WORDS } from './wording.ts';

export const REGISTER_FILE = 'content/claims.yaml';

export interface ClaimSource {
  /** Relative to the repository root, e.g. "content/en/home/hero.yaml". */
  file: string;
  text: string;
}

export interface ClaimsCheckInput {
  register: ClaimsRegister;
  sources: ClaimSource[];
  today: Date;
  /** A repository file's text, or undefined when there is no such file (for the proofs). */
  readRepositoryFile: (path: string) => string | undefined;
  /**
   * Test files beyond those the proofs name, whose `claim: <id>` mentions must name registered
   * claims too, so a renamed or removed claim leaves no test claiming to prove it.
   */
  tests?: ClaimSource[];
  /**
   * The other languages' words (docs/claims.md#languages): content/<l>/**, site/i18n/<l>/**,
   * api/src/mail/templates/<l>*.ts, read with the language's figure words, and the claim values
   * content/<l>/claims.yaml writes the local way.
   */
  translations?: TranslatedClaimSources[];
}

export interface TranslatedClaimSources {
  locale: Locale;
  sources: ClaimSource[];
  /** content/<l>/claims.yaml: claim id → its value as the language writes it, e.g. "24 Monate". */
  values?: Readonly<Record<string, string>>;
  /** content/<l>/claims.yaml: claim id → further forms the language states it in, e.g. "plus de 120 plateformes". */
  forms?: Readonly<Record<string, readonly string[]>>;
}

/** Where a language writes its claims' values. */
export const localizedValuesFile = (locale: Locale) => `content/${locale}/claims.yaml`;

export interface ClaimProblem {
  file: string;
  line?: number;
  message: string;
}

/** "a", "b" or "c" */
function quoted(words: readonly string[]): string {
  const all = words.map((word) => `"${word}"`);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : (all[0] ?? '');
}

/** What a kind asks of the words around its claim in a language; enforced, measured and offer ask nothing. */
function wordingOf(
  locale: Locale,
): Partial<Record<Claim['kind'], { found: (statement: Statement) => boolean; ask: string }>> {
  const { target, service, simulated } = WORDING_WORDS[locale];
  return {
    target: {
      found: (statement) => target.pattern.test(statement.wording),
      ask: `say ${quoted(target.words)} in the same sentence or label`,
    },
    service: {
      found: (statement) => service.pattern.test(statement.scope),
      ask: `name ${quoted(service.words)} in the sentence, its list item or its section`,
    },
    simulated: {
      found: (statement) => simulated.pattern.test(statement.scope),
      ask: `say ${quoted(simulated.words)} in the sentence, its list item or its section`,
    },
  };
}

const WORDING = Object.fromEntries(
  (Object.keys(WORDING_WORDS) as Locale[]).map((locale) => [locale, wordingOf(locale)]),
) as Record<Locale, ReturnType<typeof wordingOf>>;

const day = (date: Date) => date.toISOString().slice(0, 10);
const unitOf = (normal: string) => normal.replace(/^[^a-z%]*/i, '');

/** A language's run of the page checks: its files, and the values it writes the local way. */
interface Language {
  locale: Locale;
  sources: ClaimSource[];
  values: Readonly<Record<string, string>>;
  forms: Readonly<Record<string, readonly string[]>>;
}

/** The language's own value and forms of a claim (content/<l>/claims.yaml). */
function localForms(claim: Claim, language: Language): string[] {
  const value = language.values[claim.id];
  return [...(value === undefined ? [] : [value]), ...(language.forms[claim.id] ?? [])];
}

/** The register's spellings of a claim, and the language's own value and forms beside them. */
function writtenForms(claim: Claim, language: Language): { text: string; locale: Locale }[] {
  const english = [claim.value, ...claim.forms].map((text) => ({ text, locale: 'en' as Locale }));
  return [...english, ...localForms(claim, language).map((text) => ({ text, locale: language.locale }))];
}

/**
 * The normal forms a claim is stated in: the register's value and forms, read as English and, on
 * another language's pages, as that language writes numbers ("2’000", "99,9 %"), and its local value.
 */
function figuresOfClaim(claim: Claim, language: Language): Set<string> {
  const locales: Locale[] = language.locale === 'en' ? ['en'] : ['en', language.locale];
  return new Set(
    writtenForms(claim, language).flatMap(({ text, locale }) =>
      (locale === 'en' ? locales : [locale]).flatMap((reader) => normalFigures(text, reader)),
    ),
  );
}

/** The words a claim is stated by in a language: the register's, and its local value and forms that are words. */
function phrasesIn(claim: Claim, language: Language): string[] {
  const english = phrasesOfClaim(claim);
  if (findFigures(claim.value).length > 0) return english;
  const local = localForms(claim, language).filter((words) => findFigures(words, language.locale).length === 0);
  return [...english, ...local];
}

/**
 * What the editor must add so the claims a figure or phrase matches may be stated here, or
 * nothing. Words written by hand that match claims of different kinds are read as every one of
 * them (docs/decisions.md §280): "15 minutes" is both the enforced recent sign-in and the
 * targeted incident detection, so the sentence carries the wording of each kind that asks for
 * one, or renders the one claim it means with `%claim:<id>%` / `<Claim id="<id>" />`.
 */
function missingWording(claims: Claim[], statement: Statement, locale: Locale): string | undefined {
  const wording = WORDING[locale];
  const asking = claims.filter((claim) => {
    const rule = wording[claim.kind];
    return rule !== undefined && !rule.found(statement);
  });
  if (asking.length === 0) return undefined;
  const article = (kind: string) => (/^[aeiou]/.test(kind) ? 'an' : 'a');
  const kinds = asking.map((claim) => `"${claim.id}" is ${article(claim.kind)} ${claim.kind} claim`);
  const asks = [...new Set(asking.flatMap((claim) => wording[claim.kind]?.ask ?? []))];
  const others = claims.filter((claim) => !asking.includes(claim));
  const render =
    others.length > 0
      ? ` (the figure also matches ${others.map((claim) => `"${claim.id}"`).join(', ')}: render the claim meant with %claim:<id>% or <Claim id="<id>" />)`
      : '';
  return `${kinds.join(', ')}: ${asks.join(', and ')}${render}`;
}

function wordingProblem(
  statement: Statement,
  stated: string,
  claims: Claim[],
  locale: Locale,
): ClaimProblem | undefined {
  const missing = missingWording(claims, statement, locale);
  if (!missing) return undefined;
  return {
    file: statement.file,
    line: statement.line,
    message: `"${stated}" in "${statement.sentence.trim()}": ${missing}`,
  };
}

/**
 * Where a source cannot render a claim (a dictionary string, a template's text), a comment on the
 * figure's line names the claims it means: `// claim: recent-sign-in` or `// claim: a, b`
 * (docs/decisions.md §280). Only dictionaries may: an MDX, YAML or Astro comment is invisible to
 * the reader, so it cannot waive a wording rule there; those pages render the claim
 * (`%claim:<id>%`, `<Claim id="<id>" />`) instead (docs/decisions.md §283).
 */
const NAMING_COMMENT = /(?:\/\/|\/\*)\s*claim:\s*([a-z][a-z0-9-]*(?:\s*,\s*(?![a-z0-9-]*:)[a-z][a-z0-9-]*)*)/g;
const ANY_NAMING_COMMENT = /(?:\/\/|\/\*|<!--|\{\/\*|#)\s*claim:\s*[a-z]/;
const NAMING_SOURCES = [/^site\/i18n\/[a-z]{2}\//, /^api\/src\/mail\/templates\/[a-z]{2}(?:-[a-z-]+)?\.ts$/];

const mayNameClaims = (file: string) => NAMING_SOURCES.some((pattern) => pattern.test(file));

/** The ids of a `claim: a, b` list. */
const idsOf = (list: string) => list.split(',').map((id) => id.trim());

function namedOnLines(text: string): Map<number, string[]> {
  const named = new Map<number, string[]>();
  text.split('\n').forEach((line, index) => {
    const ids = [...line.matchAll(NAMING_COMMENT)].flatMap(([, list = '']) => idsOf(list));
    if (ids.length > 0) named.set(index + 1, ids);
  });
  return named;
}

/** Lines of a page (not a dictionary) whose comment tries to name a claim. */
function namingOutsideDictionaries(source: ClaimSource): ClaimProblem[] {
  if (mayNameClaims(source.file)) return [];
  return source.text.split('\n').flatMap((line, index) =>
    ANY_NAMING_COMMENT.test(line)
      ? [
          {
            file: source.file,
            line: index + 1,
            message:
              'a comment names a claim, but only dictionaries (site/i18n/<l>/, api/src/mail/templates/<l>*.ts) may: render the claim meant with %claim:<id>% or <Claim id="<id>" />',
          },
        ]
      : [],
  );
}

/** The matching claims a naming comment keeps; without one, or naming none of them, all. */
function narrowed(matching: Claim[], ids: string[] | undefined): Claim[] {
  const kept = ids ? matching.filter((claim) => ids.includes(claim.id)) : [];
  return kept.length > 0 ? kept : matching;
}

/**
 * The words around a claim as the reader sees them: a rendered claim reads as its value in the
 * language, never as its id, so "%claim:illustrative-figures%" says "simulati, a scopo
 * illustrativo" on an Italian page and its id's "illustrative" counts for nothing.
 */
function asRead(statement: Statement, claims: Claim[], language: Language): Statement {
  const render = (text: string) =>
    text.replace(/%(?:claim:([a-z][a-z0-9-]*)|API_RATE_LIMIT_PER_MINUTE)%/g, (_token, id = RATE_LIMIT_CLAIM) => {
      const claim = claims.find((entry) => entry.id === id);
      return claim ? (language.values[claim.id] ?? claim.value) : '';
    });
  return { ...statement, wording: render(statement.wording), scope: render(statement.scope) };
}

function pageProblems(register: ClaimsRegister, language: Language, stated: Set<string>): ClaimProblem[] {
  const { claims } = register;
  const { locale } = language;
  const byFigure = new Map<string, Claim[]>();
  for (const claim of claims)
    for (const figure of figuresOfClaim(claim, language))
      byFigure.set(figure, [...(byFigure.get(figure) ?? []), claim]);
  const byPhrase = new Map<string, Claim[]>();
  for (const claim of claims)
    for (const phrase of phrasesIn(claim, language).map(normalPhrase))
      byPhrase.set(phrase, [...new Set([...(byPhrase.get(phrase) ?? []), claim])]);
  const phrases = [...byPhrase.keys()];
  const problems: ClaimProblem[] = [];
  for (const source of language.sources) {
    problems.push(...namingOutsideDictionaries(source));
    const named = mayNameClaims(source.file) ? namedOnLines(source.text) : new Map<number, string[]>();
    for (const [line, ids] of named)
      for (const id of ids.filter((named) => !claims.some((claim) => claim.id === named)))
        problems.push({
          file: source.file,
          line,
          message: `the comment names claim "${id}" but ${REGISTER_FILE} has no such id`,
        });
    for (const written of statementsOf(source.file, source.text, phrases, locale)) {
      const statement = asRead(written, claims, language);
      const meant = (matching: Claim[]) => narrowed(matching, named.get(statement.line));
      const judged = new Set<string>(statement.claimIds);
      for (const phrase of statement.phrases) {
        const matching = meant(byPhrase.get(phrase.normal) ?? []).filter((claim) => !judged.has(claim.id));
        if (matching.length === 0) continue;
        for (const claim of matching) {
          judged.add(claim.id);
          stated.add(claim.id);
        }
        const problem = wordingProblem(statement, phrase.written, matching, locale);
        if (problem) problems.push(problem);
      }
      for (const id of statement.claimIds) {
        const claim = claims.find((entry) => entry.id === id);
        if (!claim) {
          problems.push({
            file: statement.file,
            line: statement.line,
            message: `claim "${id}" is rendered but ${REGISTER_FILE} has no such id`,
          });
          continue;
        }
        stated.add(id);
        const problem = wordingProblem(statement, language.values[claim.id] ?? claim.value, [claim], locale);
        if (problem) problems.push(problem);
      }
      for (const figure of statement.figures) {
        const found = byFigure.get(figure.normal);
        const matching = found && meant(found);
        if (matching) {
          for (const claim of matching) stated.add(claim.id);
          const problem = wordingProblem(statement, figure.written, matching, locale);
          if (problem) problems.push(problem);
          continue;
        }
        const alike = claims.flatMap((claim) => {
          const written = writtenForms(claim, language).find((form) =>
            normalFigures(form.text, form.locale).some((normal) => unitOf(normal) === unitOf(figure.normal)),
          )?.text;
          return written ? [`"${written}" (claim "${claim.id}")`] : [];
        });
        const hint = alike.length ? `; registered alike: ${alike.join(', ')}` : '; no claim';
        problems.push({
          file: statement.file,
          line: statement.line,
          message: `"${figure.written}" is stated but ${REGISTER_FILE} registers no such figure (add a claim, or state a registered one)${hint}`,
        });
      }
    }
  }
  return problems;
}

/**
 * A test's word that it proves claims: "claim: <id>" in a title or a comment, or a list
 * "claim: a, b". Only this form counts: an id that happens to be a word of the test (a route
 * "/api/auth/totp/recovery-codes") proves nothing (docs/decisions.md §284).
 */
const CLAIM_MENTION = /(?<![%\w])claim:\s+([a-z][a-z0-9-]*(?:\s*,\s*(?![a-z0-9-]*:)[a-z][a-z0-9-]*)*)/g;

const mentionedIn = (line: string) => [...line.matchAll(CLAIM_MENTION)].flatMap(([, list = '']) => idsOf(list));

const mentions = (text: string, id: string) => text.split('\n').some((line) => mentionedIn(line).includes(id));

function staleMentions(input: ClaimsCheckInput): ClaimProblem[] {
  const known = new Set(input.register.claims.map((claim) => claim.id));
  const named = input.register.claims.flatMap((claim) => claim.proof?.test ?? []);
  const tests = new Map((input.tests ?? []).map((test) => [test.file, test.text]));
  for (const file of named) {
    const text = input.readRepositoryFile(file);
    if (text !== undefined) tests.set(file, text);
  }
  const problems: ClaimProblem[] = [];
  for (const [file, text] of [...tests].sort(([a], [b]) => a.localeCompare(b)))
    text.split('\n').forEach((line, index) => {
      for (const id of mentionedIn(line))
        if (!known.has(id))
          problems.push({
            file,
            line: index + 1,
            message: `the test says "claim: ${id}" but ${REGISTER_FILE} has no such id (name the claim it proves, or drop the mention)`,
          });
    });
  return problems;
}

function registerProblems(input: ClaimsCheckInput, stated: Set<string>): ClaimProblem[] {
  const problems: ClaimProblem[] = [...staleMentions(input)];
  const problem = (message: string) => problems.push({ file: REGISTER_FILE, message });
  for (const claim of input.register.claims) {
    if (day(claim.review) < day(input.today))
      problem(`claim "${claim.id}" was due for review on ${day(claim.review)} (check it, then set the next date)`);
    const documents = claim.proof?.document ? [claim.proof.document] : [];
    for (const path of [...(claim.proof?.code ?? []), ...(claim.proof?.test ?? []), ...documents])
      if (input.readRepositoryFile(path) === undefined)
        problem(`claim "${claim.id}" names ${path} as its proof, but there is no such file`);
    for (const path of claim.proof?.test ?? []) {
      const text = input.readRepositoryFile(path);
      if (text !== undefined && !mentions(text, claim.id))
        problem(
          `claim "${claim.id}" names ${path} as its test, but the test does not say "claim: ${claim.id}" (in a test title or a comment; a list "claim: a, b" counts)`,
        );
    }
    if (!stated.has(claim.id))
      problem(
        `claim "${claim.id}" is stated on no page (state it, or remove it: the register lists what the site says)`,
      );
  }
  return problems;
}

/** Ids of a language's claims.yaml the register does not hold. */
function unknownValues(register: ClaimsRegister, translation: TranslatedClaimSources): ClaimProblem[] {
  const known = new Set(register.claims.map((claim) => claim.id));
  return [...new Set([...Object.keys(translation.values ?? {}), ...Object.keys(translation.forms ?? {})])]
    .filter((id) => !known.has(id))
    .map((id) => ({
      file: localizedValuesFile(translation.locale),
      message: `gives a value for claim "${id}" but ${REGISTER_FILE} has no such id`,
    }));
}

/** Every problem of the site's words against the register; none means the build may go on. */
export function checkClaims(input: ClaimsCheckInput): ClaimProblem[] {
  const stated = new Set<string>();
  const pages = pageProblems(input.register, { locale: 'en', sources: input.sources, values: {}, forms: {} }, stated);
  // Another language's pages are judged like the English ones; the register's own rules (review
  // dates, proofs, a claim stated nowhere) are the English run's.
  const translated = (input.translations ?? []).flatMap((translation) => [
    ...unknownValues(input.register, translation),
    ...pageProblems(
      input.register,
      { ...translation, values: translation.values ?? {}, forms: translation.forms ?? {} },
      new Set(),
    ),
  ]);
  return [...pages, ...translated, ...registerProblems(input, stated)];
}

/** One line per problem, as the build prints them: "file:line: message". */
export function formatClaimProblems(problems: ClaimProblem[]): string {
  return problems
    .map((problem) => `  ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`)
    .join('\n');
}
