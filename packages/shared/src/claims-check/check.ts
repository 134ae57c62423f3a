/**
 * The claims check (docs/claims.md#the-build-check, docs/decisions.md §243): the site's words
 * against the register. It fails when
 * - a page states a figure the register does not hold, or holds differently;
 * - a target is stated without saying it is a target, a feature of the execution service
 *   without naming the service (docs/decisions.md §245), or a simulated figure without saying
 *   it is simulated, illustrative or an example (docs/decisions.md §271);
 * - a claim that is words, not a figure, is judged where its words appear (docs/decisions.md §272);
 * - a claim's review date has passed;
 * - a claim's proof or document is missing, or its test does not name the claim;
 * - a claim is stated on no page (docs/decisions.md §246).
 * Pure: the caller hands in the files and the clock, so the build and the tests share it.
 *
 * @example checkClaims({ register, sources: [{ file: 'content/en/home/hero.yaml', text }],
 *            today: new Date(), readRepositoryFile: (path) => readFileSync(path, 'utf8') })
 *          // [{ file: 'content/en/home/hero.yaml', line: 3, message: '"99.5 %" is stated but …' }]
 */
import type { Claim, ClaimsRegister } from '../claims.ts';
import { normalFigures } from './figures.ts';
import { normalPhrase, phrasesOfClaim } from './phrases.ts';
import { type Statement, statementsOf } from './statements.ts';

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
}

export interface ClaimProblem {
  file: string;
  line?: number;
  message: string;
}

const TARGET_WORDING = /\btarget(?:s|ed)?\b/i;
const SERVICE_WORDING = /\bexecution service\b/i;
const SIMULATED_WORDING = /\b(?:simulated|illustrative|examples?)\b/i;

/** What a kind asks of the words around its claim; enforced, measured and offer ask nothing. */
const WORDING: Partial<Record<Claim['kind'], { found: (statement: Statement) => boolean; ask: string }>> = {
  target: {
    found: (statement) => TARGET_WORDING.test(statement.wording),
    ask: 'say "target" in the same sentence or label',
  },
  service: {
    found: (statement) => SERVICE_WORDING.test(statement.scope),
    ask: 'name "the execution service" in the sentence, its list item or its section',
  },
  simulated: {
    found: (statement) => SIMULATED_WORDING.test(statement.scope),
    ask: 'say "simulated", "illustrative" or "example" in the sentence, its list item or its section',
  },
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const unitOf = (normal: string) => normal.replace(/^[^a-z%]*/i, '');

function figuresOfClaim(claim: Claim): Set<string> {
  return new Set([claim.value, ...claim.forms].flatMap(normalFigures));
}

/** What the editor must add so a claim of this kind may be stated here, or nothing. */
function missingWording(claims: Claim[], statement: Statement): string | undefined {
  const rules = claims.map((claim) => WORDING[claim.kind]);
  if (rules.some((rule) => !rule || rule.found(statement))) return undefined;
  const kinds = claims.map(
    (claim) => `"${claim.id}" is ${/^[aeiou]/.test(claim.kind) ? 'an' : 'a'} ${claim.kind} claim`,
  );
  const asks = [...new Set(rules.flatMap((rule) => (rule ? [rule.ask] : [])))];
  return `${kinds.join(', ')}: ${asks.join(', or ')}`;
}

function wordingProblem(statement: Statement, stated: string, claims: Claim[]): ClaimProblem | undefined {
  const missing = missingWording(claims, statement);
  if (!missing) return undefined;
  return {
    file: statement.file,
    line: statement.line,
    message: `"${stated}" in "${statement.sentence.trim()}": ${missing}`,
  };
}

function pageProblems(input: ClaimsCheckInput, stated: Set<string>): ClaimProblem[] {
  const { claims } = input.register;
  const byFigure = new Map<string, Claim[]>();
  for (const claim of claims)
    for (const figure of figuresOfClaim(claim)) byFigure.set(figure, [...(byFigure.get(figure) ?? []), claim]);
  const byPhrase = new Map<string, Claim[]>();
  for (const claim of claims)
    for (const phrase of phrasesOfClaim(claim).map(normalPhrase))
      byPhrase.set(phrase, [...new Set([...(byPhrase.get(phrase) ?? []), claim])]);
  const phrases = [...byPhrase.keys()];
  const problems: ClaimProblem[] = [];
  for (const source of input.sources) {
    for (const statement of statementsOf(source.file, source.text, phrases)) {
      const judged = new Set<string>(statement.claimIds);
      for (const phrase of statement.phrases) {
        const matching = (byPhrase.get(phrase.normal) ?? []).filter((claim) => !judged.has(claim.id));
        if (matching.length === 0) continue;
        for (const claim of matching) {
          judged.add(claim.id);
          stated.add(claim.id);
        }
        const problem = wordingProblem(statement, phrase.written, matching);
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
        const problem = wordingProblem(statement, claim.value, [claim]);
        if (problem) problems.push(problem);
      }
      for (const figure of statement.figures) {
        const matching = byFigure.get(figure.normal);
        if (matching) {
          for (const claim of matching) stated.add(claim.id);
          const problem = wordingProblem(statement, figure.written, matching);
          if (problem) problems.push(problem);
          continue;
        }
        const alike = claims.flatMap((claim) => {
          const written = [claim.value, ...claim.forms].find((form) =>
            normalFigures(form).some((normal) => unitOf(normal) === unitOf(figure.normal)),
          );
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

const mentions = (text: string, id: string) =>
  new RegExp(`(?<![\\w-])${id.replace(/[-]/g, '\\-')}(?![\\w-])`).test(text);

function registerProblems(input: ClaimsCheckInput, stated: Set<string>): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
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
          `claim "${claim.id}" names ${path} as its test, but the test does not mention "${claim.id}" (name it in a test title or a comment "claim: ${claim.id}")`,
        );
    }
    if (!stated.has(claim.id))
      problem(
        `claim "${claim.id}" is stated on no page (state it, or remove it: the register lists what the site says)`,
      );
  }
  return problems;
}

/** Every problem of the site's words against the register; none means the build may go on. */
export function checkClaims(input: ClaimsCheckInput): ClaimProblem[] {
  const stated = new Set<string>();
  const pages = pageProblems(input, stated);
  return [...pages, ...registerProblems(input, stated)];
}

/** One line per problem, as the build prints them: "file:line: message". */
export function formatClaimProblems(problems: ClaimProblem[]): string {
  return problems
    .map((problem) => `  ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`)
    .join('\n');
}
