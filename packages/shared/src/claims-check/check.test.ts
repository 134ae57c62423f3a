import { describe, expect, test } from 'vitest';
import { parseClaims } from '../claims.ts';
import { type ClaimSource, checkClaims } from './check.ts';

const REGISTER = `
claims:
  - id: venue-count
    kind: service
    value: 120+ venues
    forms: ["120+"]
    says: The execution service routes to more than 120 venues.
    review: 2027-01-31
  - id: decision-latency
    kind: target
    value: "< 1 s"
    says: A decision reaches the venue in under a second.
    review: 2027-01-31
  - id: api-rate-limit
    kind: enforced
    value: "2,000"
    says: An API client may make this many calls per minute.
    proof: { code: [api/src/http/rate-limit.ts], test: [api/src/http/rate-limit.test.ts] }
    review: 2027-01-31
`;

const PROOFS: Record<string, string> = {
  'api/src/http/rate-limit.ts': 'export function createRateLimiter() {}',
  'api/src/http/rate-limit.test.ts': "test('the 2,001st call is refused (claim: api-rate-limit)', () => {});",
};

const CORRECT: ClaimSource[] = [
  {
    file: 'content/en/home/hero.yaml',
    text: [
      'headline: Our execution service routes across 120+ venues.',
      'highlights:',
      '  - { value: "< 1 s", label: decision-to-ack target }',
    ].join('\n'),
  },
  { file: 'content/en/pages/api.mdx', text: '## Limits\n\nEach client may make <ApiRateLimit /> calls per minute.\n' },
];

function check(
  changes: { sources?: ClaimSource[]; register?: string; proofs?: Record<string, string>; today?: string } = {},
) {
  const proofs = changes.proofs ?? PROOFS;
  return checkClaims({
    register: parseClaims(changes.register ?? REGISTER),
    sources: changes.sources ?? CORRECT,
    today: new Date(changes.today ?? '2026-06-01'),
    readRepositoryFile: (path) => proofs[path],
  }).map((problem) => `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}

const withPage = (file: string, text: string) => [...CORRECT, { file, text }];

describe('checkClaims', () => {
  test('passes a site whose every figure is registered and worded by its kind', () => {
    expect(check()).toEqual([]);
  });

  test('fails a page stating a figure the register does not hold, naming file, figure and "no claim"', () => {
    const problems = check({ sources: withPage('content/en/home/pricing.yaml', 'features:\n  - SLA 99.5 %\n') });
    expect(problems).toEqual([
      'content/en/home/pricing.yaml:2: "99.5 %" is stated but content/claims.yaml registers no such figure (add a claim, or state a registered one); no claim',
    ]);
  });

  test('fails a page stating a registered figure differently, naming the claim it differs from', () => {
    const problems = check({
      sources: withPage('content/en/pages/about.mdx', '## Reach\n\nThe execution service reaches 150+ venues.\n'),
    });
    expect(problems).toEqual([
      'content/en/pages/about.mdx:3: "150+ venues" is stated but content/claims.yaml registers no such figure (add a claim, or state a registered one); registered alike: "120+ venues" (claim "venue-count")',
    ]);
  });

  test('fails a claim whose review date has passed, and not on its review day', () => {
    expect(check({ today: '2027-01-31' })).toEqual([]);
    expect(check({ today: '2027-02-01' })).toEqual([
      'content/claims.yaml: claim "venue-count" was due for review on 2027-01-31 (check it, then set the next date)',
      'content/claims.yaml: claim "decision-latency" was due for review on 2027-01-31 (check it, then set the next date)',
      'content/claims.yaml: claim "api-rate-limit" was due for review on 2027-01-31 (check it, then set the next date)',
    ]);
  });

  test('fails a target stated without saying it is a target', () => {
    const problems = check({
      sources: withPage(
        'content/en/page-data/features.yaml',
        'figures:\n  - { value: "< 1 s", label: decision to order }\n',
      ),
    });
    expect(problems).toEqual([
      'content/en/page-data/features.yaml:2: "< 1 s" in "< 1 s": "decision-latency" is a target claim: say "target" in the same sentence or label',
    ]);
  });

  test('fails a target in prose unless its own sentence says "target"', () => {
    const page = (sentence: string) =>
      withPage('content/en/pages/features.mdx', `## Speed\n\nOrders are fast. ${sentence}\n`);
    expect(check({ sources: page('Our target is a decision in < 1 s.') })).toEqual([]);
    expect(check({ sources: page('A decision takes < 1 s. We target more.') })).toHaveLength(1);
  });

  test('fails a service feature unless its sentence, list item or section names the execution service', () => {
    const yamlItem = (body: string) =>
      withPage('content/en/page-data/press.yaml', `facts:\n  - title: Reach\n    body: ${body}\n`);
    expect(check({ sources: yamlItem('Routes to 120+ venues.') })).toEqual([
      'content/en/page-data/press.yaml:3: "120+ venues" in "Routes to 120+ venues.": "venue-count" is a service claim: name "the execution service" in the sentence, its list item or its section',
    ]);
    expect(
      check({
        sources: withPage(
          'content/en/page-data/press.yaml',
          'facts:\n  - title: The execution service\n    body: Routes to 120+ venues.\n',
        ),
      }),
    ).toEqual([]);
    expect(
      check({
        sources: withPage('content/en/pages/about.mdx', '## The execution service\n\nIt routes to 120+ venues.\n'),
      }),
    ).toEqual([]);
  });

  test('fails an enforced claim whose test does not mention the claim id', () => {
    const problems = check({
      proofs: { ...PROOFS, 'api/src/http/rate-limit.test.ts': "test('the 2,001st call is refused', () => {});" },
    });
    expect(problems).toEqual([
      'content/claims.yaml: claim "api-rate-limit" names api/src/http/rate-limit.test.ts as its test, but the test does not say "claim: api-rate-limit" (in a test title or a comment; a list "claim: a, b" counts)',
    ]);
  });

  test('fails a test that has the claim id only as an incidental word, and passes one that names it in a list', () => {
    const withTest = (text: string) => check({ proofs: { ...PROOFS, 'api/src/http/rate-limit.test.ts': text } });
    expect(withTest("test('GET /api/api-rate-limit answers 429', () => {});")).toEqual([
      'content/claims.yaml: claim "api-rate-limit" names api/src/http/rate-limit.test.ts as its test, but the test does not say "claim: api-rate-limit" (in a test title or a comment; a list "claim: a, b" counts)',
    ]);
    expect(withTest('// claim: decision-latency, api-rate-limit')).toEqual([]);
    expect(withTest('// claim: decision-latency, claim: api-rate-limit')).toEqual([]);
  });

  test('fails a stale id anywhere in a list of claims a test names', () => {
    expect(
      check({ proofs: { ...PROOFS, 'api/src/http/rate-limit.test.ts': '// claim: api-rate-limit, link-validity' } }),
    ).toEqual([
      'api/src/http/rate-limit.test.ts:1: the test says "claim: link-validity" but content/claims.yaml has no such id (name the claim it proves, or drop the mention)',
    ]);
  });

  test('fails a test that says it proves a claim the register does not hold', () => {
    const stale = "test('links expire (claim: link-validity)', () => {});";
    expect(
      check({ proofs: { ...PROOFS, 'api/src/http/rate-limit.test.ts': `// claim: api-rate-limit\n${stale}` } }),
    ).toEqual([
      'api/src/http/rate-limit.test.ts:2: the test says "claim: link-validity" but content/claims.yaml has no such id (name the claim it proves, or drop the mention)',
    ]);
    const other = { file: 'api/src/retention/lead-retention.test.ts', text: '/**\n * claim: lead-retention\n */' };
    expect(
      checkClaims({
        register: parseClaims(REGISTER),
        sources: CORRECT,
        today: new Date('2026-06-01'),
        readRepositoryFile: (path) => PROOFS[path],
        tests: [other, { file: 'site/lib/placeholders.test.ts', text: "fill('%claim:no-such-claim%')" }],
      }).map((problem) => `${problem.file}:${problem.line}`),
    ).toEqual(['api/src/retention/lead-retention.test.ts:2']);
  });

  test('fails an enforced claim whose proof file does not exist', () => {
    const problems = check({ proofs: { 'api/src/http/rate-limit.test.ts': '// claim: api-rate-limit' } });
    expect(problems).toEqual([
      'content/claims.yaml: claim "api-rate-limit" names api/src/http/rate-limit.ts as its proof, but there is no such file',
    ]);
  });

  test('fails a claim no page states', () => {
    const sources = CORRECT.filter((source) => !source.file.endsWith('.mdx'));
    expect(check({ sources })).toEqual([
      'content/claims.yaml: claim "api-rate-limit" is stated on no page (state it, or remove it: the register lists what the site says)',
    ]);
  });

  test('fails a page rendering a claim the register does not hold', () => {
    const problems = check({
      sources: withPage('content/en/pages/api.mdx', 'Up to <Claim id="api-rate-limits" /> calls.'),
    });
    expect(problems).toEqual([
      'content/en/pages/api.mdx:1: claim "api-rate-limits" is rendered but content/claims.yaml has no such id',
    ]);
  });

  test('judges a rendered target by the wording around it', () => {
    const page = (label: string) =>
      withPage(
        'content/en/home/hero.yaml',
        `highlights:\n  - { value: "%claim:decision-latency%", label: ${label} }\n`,
      );
    expect(check({ sources: page('decision-to-ack target') })).toEqual([]);
    expect(check({ sources: page('decision-to-ack') })).toHaveLength(1);
  });

  test('reads dictionary strings and Astro text, not code, keys or frontmatter', () => {
    const sources = withPage(
      'site/i18n/en/pages.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a dictionary with a template literal
      "export const x = { '30-days': 'Book a demo', f: (n: number) => `${n} days` };",
    );
    expect(check({ sources })).toEqual([]);
    const astro = withPage(
      'site/components/Note.astro',
      '---\nconst wait = "48 hours";\n---\n<p class="w-[48px]">Back within 48 hours</p>',
    );
    expect(check({ sources: astro })).toEqual([
      'site/components/Note.astro:4: "within 48 hours" is stated but content/claims.yaml registers no such figure (add a claim, or state a registered one); no claim',
    ]);
  });

  describe('offers and simulated figures (docs/decisions.md §271)', () => {
    const KINDS = `${REGISTER}
  - id: partner-programme
    kind: offer
    value: 12 weeks
    says: The design-partner programme lasts 12 weeks.
    proof: { document: content/en/pages/partners.mdx }
    review: 2027-01-31
  - id: example-header
    kind: simulated
    value: 12 calls
    says: The API page's example header reads 12 calls left.
    review: 2027-01-31
`;
    const PAGES = [
      ...CORRECT,
      { file: 'content/en/pages/partners.mdx', text: '## The programme\n\nWork with us for 12 weeks.\n' },
      { file: 'content/en/pages/api.mdx', text: '## Headers\n\nFor example, 12 calls are left.\n' },
    ];
    const proofs = { ...PROOFS, 'content/en/pages/partners.mdx': 'Work with us for 12 weeks.' };

    test('passes an offer stated without wording rules and a simulated figure called an example', () => {
      expect(check({ register: KINDS, sources: PAGES, proofs })).toEqual([]);
    });

    test('fails a simulated figure stated as a fact, naming the words it lacks', () => {
      const sources = withPage('content/en/pages/partners.mdx', '## The programme\n\nWork with us for 12 weeks.\n');
      expect(
        check({
          register: KINDS,
          sources: [...sources, { file: 'content/en/pages/api.mdx', text: '## Headers\n\nYou have 12 calls left.\n' }],
          proofs,
        }),
      ).toEqual([
        'content/en/pages/api.mdx:3: "12 calls" in "You have 12 calls left.": "example-header" is a simulated claim: say "simulated", "illustrative" or "example" in the sentence, its list item or its section',
      ]);
    });

    test('fails an offer whose binding document does not exist', () => {
      expect(check({ register: KINDS, sources: PAGES })).toEqual([
        'content/claims.yaml: claim "partner-programme" names content/en/pages/partners.mdx as its proof, but there is no such file',
      ]);
    });
  });

  describe('a figure that matches claims of different kinds (docs/decisions.md §280)', () => {
    const SHARED = `${REGISTER}
  - id: recent-sign-in
    kind: enforced
    value: 15 minutes
    says: A change of sign-in needs a sign-in in the last 15 minutes.
    proof: { code: [api/src/http/rate-limit.ts], test: [api/src/http/rate-limit.test.ts] }
    review: 2027-01-31
  - id: incident-detection
    kind: target
    value: 15 minutes
    says: We target detecting an incident within 15 minutes.
    review: 2027-01-31
`;
    const sharedProofs = {
      ...PROOFS,
      'api/src/http/rate-limit.test.ts': '// claim: api-rate-limit\n// claim: recent-sign-in',
    };
    const page = (file: string, text: string) =>
      check({
        register: SHARED,
        sources: [
          ...withPage(file, text),
          { file: 'content/en/pages/security.mdx', text: 'Our target: detect incidents in 15 minutes.\n' },
        ],
        proofs: sharedProofs,
      });

    test('fails the enforced reading stated without the target wording the other claim asks for', () => {
      expect(page('content/en/pages/status.mdx', 'Monitoring detects incidents in 15 minutes.\n')).toEqual([
        'content/en/pages/status.mdx:1: "15 minutes" in "Monitoring detects incidents in 15 minutes.": "incident-detection" is a target claim: say "target" in the same sentence or label (the figure also matches "recent-sign-in": render the claim meant with %claim:<id>% or <Claim id="<id>" />)',
      ]);
    });

    test('passes the figure rendered as the claim it means, judged by that claim alone', () => {
      expect(
        page('content/en/pages/account.mdx', 'A sign-in in the last <Claim id="recent-sign-in" /> confirms it.\n'),
      ).toEqual([]);
    });

    test('passes a dictionary line whose comment names the claim meant, and fails a comment naming no claim', () => {
      const line = (comment: string) =>
        `export const t = {\n  bySignIn: 'A sign-in in the last 15 minutes confirms it.', // claim: ${comment}\n};\n`;
      expect(page('site/i18n/en/account.ts', line('recent-sign-in'))).toEqual([]);
      expect(page('site/i18n/en/account.ts', line('recent-signin'))).toEqual([
        'site/i18n/en/account.ts:2: the comment names claim "recent-signin" but content/claims.yaml has no such id',
        'site/i18n/en/account.ts:2: "15 minutes" in "A sign-in in the last 15 minutes confirms it.": "incident-detection" is a target claim: say "target" in the same sentence or label (the figure also matches "recent-sign-in": render the claim meant with %claim:<id>% or <Claim id="<id>" />)',
      ]);
    });

    test('refuses a naming comment outside the dictionaries: an invisible MDX comment waives no wording rule', () => {
      const fails = (file: string) => [
        `${file}:1: a comment names a claim, but only dictionaries (site/i18n/<l>/, api/src/mail/templates/<l>*.ts) may: render the claim meant with %claim:<id>% or <Claim id="<id>" />`,
        `${file}:1: "15 minutes" in "Monitoring detects incidents in 15 minutes.": "incident-detection" is a target claim: say "target" in the same sentence or label (the figure also matches "recent-sign-in": render the claim meant with %claim:<id>% or <Claim id="<id>" />)`,
      ];
      expect(
        page(
          'content/en/pages/status.mdx',
          'Monitoring detects incidents in 15 minutes. {/* claim: recent-sign-in */}\n',
        ),
      ).toEqual(fails('content/en/pages/status.mdx'));
      expect(
        page(
          'site/components/Status.astro',
          '<p>Monitoring detects incidents in 15 minutes.</p> <!-- claim: recent-sign-in -->\n',
        ),
      ).toEqual(fails('site/components/Status.astro'));
    });

    test('passes a mail dictionary line whose comment names the claim meant', () => {
      const line =
        "export const en = {\n  bySignIn: 'A sign-in in the last 15 minutes confirms it.', // claim: recent-sign-in\n};\n";
      expect(page('api/src/mail/templates/en-account.ts', line)).toEqual([]);
    });
  });

  describe('claims that are words, not figures (docs/decisions.md §272)', () => {
    const WORDS = `${REGISTER}
  - id: tenant-isolation
    kind: service
    value: tenant isolation
    says: The execution service keeps each client apart.
    review: 2027-01-31
  - id: fadp-compliant
    kind: enforced
    value: FADP Compliant
    forms: [FADP and GDPR compliant]
    says: The website's processing meets the FADP's checks.
    proof: { code: [api/src/http/rate-limit.ts], test: [api/src/http/rate-limit.test.ts] }
    review: 2027-01-31
`;
    const wordsProofs = {
      ...PROOFS,
      'api/src/http/rate-limit.test.ts': '// claim: api-rate-limit\n// claim: fadp-compliant',
    };
    const page = (file: string, text: string) =>
      check({
        register: WORDS,
        sources: [
          ...withPage(file, text),
          { file: 'content/en/pages/gdpr.mdx', text: 'We are FADP and\n  gdpr compliant.' },
        ],
        proofs: wordsProofs,
      });

    test('counts a claim as stated where its words or a form appear, in any case and spacing', () => {
      expect(
        page('content/en/pages/security.mdx', '## The execution service\n\nIt keeps Tenant   Isolation.\n'),
      ).toEqual([]);
    });

    test('finds the words only as whole words', () => {
      expect(page('content/en/pages/security.mdx', '## Isolation\n\nMultitenant isolationism.\n')).toEqual([
        'content/claims.yaml: claim "tenant-isolation" is stated on no page (state it, or remove it: the register lists what the site says)',
      ]);
    });

    test("applies the claim's wording rule where its words appear", () => {
      expect(page('content/en/home/who-for.yaml', 'needs: [Tenant isolation, API-first integration]\n')).toEqual([
        'content/en/home/who-for.yaml:1: "Tenant isolation" in "Tenant isolation": "tenant-isolation" is a service claim: name "the execution service" in the sentence, its list item or its section',
      ]);
    });
  });
});
