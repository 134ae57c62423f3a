/**
 * The claims register (content/claims.yaml, docs/claims.md): every figure and promise the site
 * states, with what backs it. A claim is one of six kinds:
 * - `enforced`: the code keeps it; `proof` names the code and the test that proves it;
 * - `measured`: the product measures it and shows the figure; `proof.metric` says where;
 * - `target`: an aim the product does not yet prove; pages word it as a target;
 * - `service`: a statement about the separate execution service, which is not part of this
 *   repository; pages word it as the service's feature or target;
 * - `offer`: a term the company offers in its own agreements and programmes (a notice period,
 *   the programme's weeks, the price list's unit); `proof.document` names the page that binds it;
 * - `simulated`: a figure of an illustration (a story, a picture of the product, a worked
 *   example); pages say "simulated", "illustrative" or "example" beside it.
 * Every claim carries the date by which someone must look at it again; the build fails after it.
 *
 * @example const register = parseClaims(readFileSync('content/claims.yaml', 'utf8'));
 *          claimOf(register, 'api-rate-limit').value // "2,000"
 */
import { parse } from 'yaml';
import { z } from 'zod';

const words = z.string().trim().min(1);
const repoPath = z
  .string()
  .regex(/^(api|packages|site|scripts|e2e|content)\/[\w./[\]-]+$/, 'A path is relative to the repository root.');

export const CLAIM_KINDS = ['enforced', 'measured', 'target', 'service', 'offer', 'simulated'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

const claimSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'An id is lower-case words joined by hyphens.'),
  kind: z.enum(CLAIM_KINDS),
  /** The figure exactly as the pages state it, e.g. "99.9 %" or "120+ venues"; pages may render it. */
  value: words,
  /** Other spellings pages may use for the same figure, e.g. "99.9%". */
  forms: z.array(words).default([]),
  /** What is promised, in one sentence. */
  says: words,
  /**
   * What backs it: code and tests for `enforced`, the metric shown for `measured`, the page or
   * file of the agreement for `offer`.
   */
  proof: z
    .strictObject({
      code: z.array(repoPath).default([]),
      test: z.array(repoPath).default([]),
      metric: words.optional(),
      document: repoPath.optional(),
    })
    .optional(),
  /** The date by which the claim is looked at again (YYYY-MM-DD). */
  review: z.coerce.date(),
});

export type Claim = z.infer<typeof claimSchema>;

export const claimsRegisterSchema = z
  .strictObject({ claims: z.array(claimSchema).min(1) })
  .superRefine(({ claims }, ctx) => {
    const seen = new Set<string>();
    claims.forEach((claim, index) => {
      if (seen.has(claim.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['claims', index, 'id'],
          message: `Claim "${claim.id}" is listed twice.`,
        });
      }
      seen.add(claim.id);
      if (
        claim.kind === 'enforced' &&
        (!claim.proof || claim.proof.code.length === 0 || claim.proof.test.length === 0)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['claims', index, 'proof'],
          message: `Claim "${claim.id}" is enforced: name the code and the test that prove it.`,
        });
      }
      if (claim.kind === 'measured' && !claim.proof?.metric) {
        ctx.addIssue({
          code: 'custom',
          path: ['claims', index, 'proof'],
          message: `Claim "${claim.id}" is measured: name the metric the product shows.`,
        });
      }
      if (claim.kind === 'offer' && !claim.proof?.document) {
        ctx.addIssue({
          code: 'custom',
          path: ['claims', index, 'proof'],
          message: `Claim "${claim.id}" is an offer: name the document that binds it (proof.document).`,
        });
      }
    });
  });

export type ClaimsRegister = z.infer<typeof claimsRegisterSchema>;

/** Parses and checks the register's text; a mistake throws naming the field. */
export function parseClaims(text: string): ClaimsRegister {
  const result = claimsRegisterSchema.safeParse(parse(text));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`content/claims.yaml is not valid:\n${problems.join('\n')}`);
}

/**
 * A language's claim values (content/<l>/claims.yaml, docs/claims.md#languages): the id of a
 * registered claim and its value as the language writes it, for a claim whose value reads
 * differently there (`data-retention: "24 Monate"`). A figure written only with other separators
 * ("2’000") needs no entry: the check reads the language's numbers. Where the language also says
 * a figure in words its reading cannot derive from the register's forms ("plus de 120
 * plateformes" for "120+ venues"), the entry lists those forms, with or without a value of its own:
 * `venue-count: { forms: ["plus de 120 plateformes"] }`.
 */
const localizedClaimSchema = z.union([
  words,
  z.strictObject({ value: words.optional(), forms: z.array(words).min(1, 'List at least one form.') }),
]);

export const localizedClaimsSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'An id is lower-case words joined by hyphens.'),
  localizedClaimSchema,
);

/** A language's claims: the values it writes its own way, and the further forms it states them in. */
export interface LocalizedClaims {
  values: Record<string, string>;
  forms: Record<string, string[]>;
}

/** Parses a language's claim values and forms; a mistake throws naming the file and the id. */
export function parseLocalizedClaimEntries(text: string, file: string): LocalizedClaims {
  const result = localizedClaimsSchema.safeParse(parse(text) ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(
      `${file} is not valid (id: "value as this language writes it", or id: { value, forms: [...] }):\n${problems.join('\n')}`,
    );
  }
  const localized: LocalizedClaims = { values: {}, forms: {} };
  for (const [id, entry] of Object.entries(result.data)) {
    if (typeof entry === 'string') localized.values[id] = entry;
    else {
      if (entry.value !== undefined) localized.values[id] = entry.value;
      localized.forms[id] = entry.forms;
    }
  }
  return localized;
}

/** A language's claim values alone (what a page renders for `%claim:<id>%` in that language). */
export function parseLocalizedClaims(text: string, file: string): Record<string, string> {
  return parseLocalizedClaimEntries(text, file).values;
}

/** The claim with this id; an unknown id throws, so a typo in a page fails the build. */
export function claimOf(register: ClaimsRegister, id: string): Claim {
  const claim = register.claims.find((entry) => entry.id === id);
  if (!claim) throw new Error(`Unknown claim "${id}": content/claims.yaml has no such id.`);
  return claim;
}
