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

/** The claim with this id; an unknown id throws, so a typo in a page fails the build. */
export function claimOf(register: ClaimsRegister, id: string): Claim {
  const claim = register.claims.find((entry) => entry.id === id);
  if (!claim) throw new Error(`Unknown claim "${id}": content/claims.yaml has no such id.`);
  return claim;
}
