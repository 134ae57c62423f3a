import { describe, expect, test } from 'vitest';
import { parseClaims, parseLocalizedClaimEntries, parseLocalizedClaims } from '../claims.ts';
import type { Locale } from '../locales.ts';
import { type ClaimSource, checkClaims } from './check.ts';
import { findFigures } from './figures.ts';

const REGISTER = `
claims:
  - id: venue-count
    kind: service
    value: 120+ venues
    says: The execution service routes to more than 120 venues.
    review: 2027-01-31
  - id: uptime-target
    kind: target
    value: "99.9 %"
    says: The platform aims to be up this share of a month.
    review: 2027-01-31
  - id: api-rate-limit
    kind: enforced
    value: "2,000"
    forms: ["up to 2,000 calls"]
    says: An API client may make this many calls per minute.
    proof: { code: [api/src/http/rate-limit.ts], test: [api/src/http/rate-limit.test.ts] }
    review: 2027-01-31
  - id: data-retention
    kind: offer
    value: 24 months
    says: Leads are kept this long after the last activity.
    proof: { document: content/en/pages/privacy.mdx }
    review: 2027-01-31
  - id: example-return
    kind: simulated
    value: 12 %
    says: The worked example's yearly return.
    review: 2027-01-31
  - id: tenant-isolation
    kind: service
    value: tenant isolation
    says: The execution service keeps each client's data apart.
    review: 2027-01-31
`;

const FILES: Record<string, string> = {
  'api/src/http/rate-limit.ts': 'export function createRateLimiter() {}',
  'api/src/http/rate-limit.test.ts': "test('the 2,001st call is refused (claim: api-rate-limit)', () => {});",
  'content/en/pages/privacy.mdx': '# Privacy',
};

const ENGLISH: ClaimSource[] = [
  {
    file: 'content/en/home/hero.yaml',
    text: [
      'headline: Our execution service routes across 120+ venues with tenant isolation.',
      'uptime: A 99.9 % uptime target.',
      'limit: Up to 2,000 calls per minute.',
      'kept: Leads are kept 24 months.',
      'example: An illustrative example return of 12 %.',
    ].join('\n'),
  },
];

const GERMAN: ClaimSource[] = [
  {
    file: 'content/de/home/hero.yaml',
    text: [
      'headline: Unser Ausführungsdienst erreicht 120+ Handelsplätze mit Mandantentrennung.',
      'uptime: Ein Verfügbarkeitsziel von 99.9 %.',
      "limit: Bis zu 2'000 Aufrufe pro Minute.",
      'kept: Leads werden 24 Monate aufbewahrt.',
      'example: Eine simulierte Beispielrendite von 12 %.',
    ].join('\n'),
  },
];

const FRENCH: ClaimSource[] = [
  {
    file: 'site/i18n/fr/home.ts',
    text: [
      'export const home = {',
      "  headline: 'Notre service d’exécution atteint 120+ lieux d’exécution, avec isolation des mandants.',",
      "  uptime: 'Un objectif de disponibilité de 99,9 %.',",
      "  limit: 'Jusqu’à 2\u202f000 appels par minute.',",
      "  kept: 'Les prospects sont conservés 24 mois.',",
      "  example: 'Un rendement de 12 % dans cet exemple.',",
      '};',
    ].join('\n'),
  },
];

const VALUES = { 'tenant-isolation': 'Mandantentrennung' };
const VALUES_FR = { 'tenant-isolation': 'isolation des mandants' };

function check(
  translations: {
    locale: Locale;
    sources: ClaimSource[];
    values?: Record<string, string>;
    forms?: Record<string, string[]>;
  }[],
) {
  return checkClaims({
    register: parseClaims(REGISTER),
    sources: ENGLISH,
    today: new Date('2026-06-01'),
    readRepositoryFile: (path) => FILES[path],
    translations,
  }).map((problem) => `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}

const german = (line: number, text: string) => {
  const lines = (GERMAN[0]?.text ?? '').split('\n');
  lines[line - 1] = text;
  return [
    { locale: 'de' as const, sources: [{ file: 'content/de/home/hero.yaml', text: lines.join('\n') }], values: VALUES },
  ];
};

describe("figures in each language's writing", () => {
  test.each([
    [
      'de',
      "2'000 Aufrufe, 2’000 Kunden, 99.9 %, 24 Monate, innert 48 Stunden",
      ['2000 call', '2000 client', '99.9%', '24 month', '≤48 h'],
    ],
    ['de', '2–4 Wochen, 2 bis 4 Wochen, fünf Partner, unter 100 ms', ['2-4 week', '2-4 week', '5 partner', '<100 ms']],
    [
      'fr',
      '2\u202f000 appels, 99,9 %, 24 mois, moins de 100 ms, 2 à 4 semaines',
      ['2000 call', '99.9%', '24 month', '<100 ms', '2-4 week'],
    ],
    [
      'it',
      '2’000 chiamate, 99,9 %, 24 mesi, entro 48 ore, cinque partner',
      ['2000 call', '99.9%', '24 month', '≤48 h', '5 partner'],
    ],
  ] as const)('reads %s: %s', (locale, text, expected) => {
    expect(findFigures(text, locale).map((figure) => figure.normal)).toEqual(expected);
  });

  test('reads German "über" before a unit of time as the period it covers, before a count as "more than"', () => {
    expect(
      findFigures('Rendite über 12 Monate, Verfügbarkeit über 30 Tage, über 120 Handelsplätze', 'de').map(
        (figure) => figure.normal,
      ),
    ).toEqual(['12 month', '30 day', '>120 venue']);
  });

  test('reads French "un" before a unit of time as the article unless a qualifier counts it', () => {
    expect(
      findFigures('Un jour sans contrôle est signalé ; s’il devait un jour être nécessaire, un mois plus tard', 'fr'),
    ).toEqual([]);
    expect(
      findFigures('au moins un jour, dans un délai d’un jour ouvrable, 1 jour', 'fr').map((figure) => figure.normal),
    ).toEqual(['≥1 day', '≤1 business day', '1 day']);
  });

  test('leaves out money, years and plain "un client"', () => {
    expect(findFigures('CHF 5’085, 2026, un client, uno dei clienti', 'fr')).toEqual([]);
    expect(findFigures('uno dei clienti', 'it')).toEqual([]);
  });
});

describe('checkClaims in every language', () => {
  test('passes German and French pages that state registered figures their own way, worded by their kind', () => {
    expect(
      check([
        { locale: 'de', sources: GERMAN, values: VALUES },
        { locale: 'fr', sources: FRENCH, values: VALUES_FR },
      ]),
    ).toEqual([]);
  });

  test('fails a figure the register does not hold, read the local way', () => {
    expect(check(german(3, "limit: Bis zu 2'500 Aufrufe pro Minute."))).toEqual([
      'content/de/home/hero.yaml:3: "Bis zu 2\'500 Aufrufe" is stated but content/claims.yaml registers no such figure (add a claim, or state a registered one); registered alike: "up to 2,000 calls" (claim "api-rate-limit")',
    ]);
  });

  test("fails a target, a service feature and a simulation without the language's words", () => {
    const problems = check(german(2, 'uptime: Eine Verfügbarkeit von 99.9 %.'));
    expect(problems).toEqual([
      'content/de/home/hero.yaml:2: "99.9 %" in "Eine Verfügbarkeit von 99.9 %.": "uptime-target" is a target claim: say "ziel" or "angestrebt" in the same sentence or label',
    ]);
    expect(check(german(1, 'headline: Wir erreichen 120+ Handelsplätze.'))).toEqual([
      'content/de/home/hero.yaml:1: "120+ Handelsplätze" in "Wir erreichen 120+ Handelsplätze.": "venue-count" is a service claim: name "Ausführungsdienst" or "Ausführungsservice" in the sentence, its list item or its section',
    ]);
    expect(check(german(5, 'example: Eine Rendite von 12 %.'))).toEqual([
      'content/de/home/hero.yaml:5: "12 %" in "Eine Rendite von 12 %.": "example-return" is a simulated claim: say "simuliert", "illustrativ" or "beispiel" in the sentence, its list item or its section',
    ]);
  });

  test("a claim in words is found by the language's value, and judged by its kind", () => {
    expect(check(german(1, 'headline: Mandantentrennung für alle.'))).toEqual([
      'content/de/home/hero.yaml:1: "Mandantentrennung" in "Mandantentrennung für alle.": "tenant-isolation" is a service claim: name "Ausführungsdienst" or "Ausführungsservice" in the sentence, its list item or its section',
    ]);
  });

  test('a rendered claim reads as its value in the language, never as its id', () => {
    const italian = (text: string) => [
      {
        locale: 'it' as const,
        sources: [{ file: 'content/it/home/tour.yaml', text }],
        values: { 'example-return': 'un esempio del 12 %' },
      },
    ];
    expect(check(italian('intro: Il rendimento mostrato è %claim:example-return%.'))).toEqual([]);
    // "uptime-target" holds the Italian word "target", but the reader sees "99.9 %".
    expect(check(italian('uptime: Una disponibilità del %claim:uptime-target%.'))).toEqual([
      'content/it/home/tour.yaml:1: "99.9 %" in "Una disponibilità del %claim:uptime-target%.": "uptime-target" is a target claim: say "obiettivo", "obiettivi" or "target" in the same sentence or label',
    ]);
  });

  test('a colon joins a label to the figure it names', () => {
    const french = [
      {
        locale: 'fr' as const,
        sources: [
          {
            file: 'content/fr/pages/status.mdx',
            text: 'Objectif de disponibilité : %claim:uptime-target%, mesurée chaque mois.\n',
          },
        ],
      },
    ];
    expect(check(french)).toEqual([]);
  });

  test('Italian plurals say a figure is illustrative', () => {
    const italian = [
      {
        locale: 'it' as const,
        sources: [
          { file: 'content/it/home/hero.yaml', text: 'example: Un rendimento di 12 %, con dati illustrativi.' },
        ],
      },
    ];
    expect(check(italian)).toEqual([]);
  });

  test("a language's forms state a figure its reading cannot derive from the register's", () => {
    const french = (forms: Record<string, string[]>) => [
      {
        locale: 'fr' as const,
        sources: [
          { file: 'content/fr/pages/press.mdx', text: 'Notre service d’exécution atteint plus de 120 plateformes.\n' },
        ],
        forms,
      },
    ];
    expect(check(french({}))).toEqual([
      'content/fr/pages/press.mdx:1: "plus de 120 plateformes" is stated but content/claims.yaml registers no such figure (add a claim, or state a registered one); registered alike: "120+ venues" (claim "venue-count")',
    ]);
    expect(check(french({ 'venue-count': ['plus de 120 plateformes'] }))).toEqual([]);
    expect(check(french({ 'venue-reach': ['plus de 120 plateformes'] }))).toContain(
      'content/fr/claims.yaml: gives a value for claim "venue-reach" but content/claims.yaml has no such id',
    );
  });

  test("fails a language's value for a claim the register does not hold", () => {
    expect(check([{ locale: 'de', sources: GERMAN, values: { ...VALUES, 'venue-reach': '120+ Plätze' } }])).toEqual([
      'content/de/claims.yaml: gives a value for claim "venue-reach" but content/claims.yaml has no such id',
    ]);
  });

  test("a language's claim values are a map of registered-looking ids to words", () => {
    expect(parseLocalizedClaims('data-retention: "24 Monate"\n', 'content/de/claims.yaml')).toEqual({
      'data-retention': '24 Monate',
    });
    expect(() => parseLocalizedClaims('Data_Retention: 24\n', 'content/de/claims.yaml')).toThrow(
      'content/de/claims.yaml is not valid',
    );
    expect(() => parseLocalizedClaims('- 24 Monate\n', 'content/de/claims.yaml')).toThrow(
      'content/de/claims.yaml is not valid',
    );
    expect(
      parseLocalizedClaimEntries(
        'plan-limits: { value: "1 utilisateur", forms: ["jusqu’à 10 utilisateurs"] }\nvenue-count: { forms: ["plus de 120 plateformes"] }\n',
        'content/fr/claims.yaml',
      ),
    ).toEqual({
      values: { 'plan-limits': '1 utilisateur' },
      forms: { 'plan-limits': ['jusqu’à 10 utilisateurs'], 'venue-count': ['plus de 120 plateformes'] },
    });
    expect(() => parseLocalizedClaimEntries('venue-count: { forms: [] }\n', 'content/fr/claims.yaml')).toThrow(
      'venue-count.forms: List at least one form.',
    );
  });
});
