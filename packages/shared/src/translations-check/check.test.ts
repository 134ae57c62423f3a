import { describe, expect, test } from 'vitest';
import { checkTranslations, formatTranslationProblems } from './check.ts';
import { leavesOf, missingPaths } from './shape.ts';
import { untranslated } from './words.ts';

const MAP = `policy:
  version: "1.3"
  effectiveDate: 2026-12-01
controller:
  name: Alpora AG
  address: Baarerstrasse 14, 6300 Zug, Switzerland
  contact: hello@alpora.ch
security:
  - Backups are verified when written and deleted when their period ends.
abroad: No processor outside these countries receives personal data.
kinds:
  - id: analytics
    name: Page analytics
    subjects: Visitors who accept analytics cookies
    data: pages seen, referrer
    purpose: Understanding which pages help our readers
    legalBasis: consent (FADP Art. 6 and 31)
    recipients: our team
    retention: { months: 26, after: the event }
    enforcedBy: purge
    tables: [analytics_events]
notPersonal: [health_checks]
browserStorage:
  - key: cookieConsent
    where: localStorage
    purpose: Remembers the cookie choice
    lifetime: 12 months, then the banner asks again
`;

const MAP_DE = `policy:
  version: "1.3"
  effectiveDate: 2026-12-01
controller:
  name: Alpora AG
  address: Baarerstrasse 14, 6300 Zug, Schweiz
  contact: hello@alpora.ch
security:
  - Sicherungen werden beim Schreiben geprüft und am Ende ihrer Frist gelöscht.
abroad: Kein Auftragsbearbeiter ausserhalb dieser Länder erhält Personendaten.
kinds:
  - id: analytics
    name: Seitenanalyse
    subjects: Besucherinnen und Besucher, die Analyse-Cookies zulassen
    data: besuchte Seiten, Verweisquelle
    purpose: Verstehen, welche Seiten unseren Lesern helfen
    legalBasis: Einwilligung (DSG Art. 6 und 31)
    recipients: unser Team
    retention: { months: 26, after: dem Ereignis }
    enforcedBy: purge
    tables: [analytics_events]
notPersonal: [health_checks]
browserStorage:
  - key: cookieConsent
    where: localStorage
    purpose: Merkt sich die Cookie-Wahl
    lifetime: 12 Monate, dann fragt das Banner erneut
`;

/** A small site whose German translation is complete; each test breaks one thing. */
function site(): Record<string, string> {
  return {
    'content/en/home/hero.yaml':
      'section: hero\nheadline: Execution you can audit\npoints:\n  - Routes across venues you choose\n  - Reports every order it sends\ncta: { label: Book a demo, href: /contact }\nrate: "%claim:api-rate-limit% calls"\n',
    'content/de/home/hero.yaml':
      'section: hero\nheadline: Ausführung, die Sie prüfen können\npoints:\n  - Leitet über die Handelsplätze, die Sie wählen\n  - Meldet jeden Auftrag, den es sendet\ncta: { label: Demo buchen, href: /contact }\nrate: "%claim:api-rate-limit% Aufrufe"\n',
    'content/en/pages/about.mdx':
      '---\ntitle: About Alpora\ndescription: Who we are and why we build it.\n---\n\nWe build execution software for Swiss asset managers.\n\n<Claim id="venue-count" />\n',
    'content/de/pages/about.mdx':
      '---\ntitle: Über Alpora\ndescription: Wer wir sind und warum wir es bauen.\n---\n\nWir bauen Ausführungssoftware für Schweizer Vermögensverwalter.\n\n<Claim id="venue-count" />\n',
    'content/en/blog/README.md': '# Blog posts\n\nNotes for editors.\n',
    'content/data-map.yaml': MAP,
    'content/de/data-map.yaml': MAP_DE,
    'content/de/claims.yaml': 'venue-count: "120+ Handelsplätze"\n',
    'site/i18n/en/home.ts': 'export const home = {}',
    'site/i18n/de/home.ts': 'export const home = {}',
    'api/src/mail/templates/en-account.ts': '',
    'api/src/mail/templates/de-account.ts': '',
  };
}

type Modules = Record<string, Record<string, unknown> | Error>;

function modules(): Modules {
  return {
    'site/i18n/en/home.ts': {
      home: { home: { title: 'Welcome to the trading desk', greet: '{name}, your dashboard', count: 3 } },
    },
    'site/i18n/de/home.ts': {
      home: { home: { title: 'Willkommen am Handelstisch', greet: '{name}, Ihr Dashboard', count: 3 } },
    },
    'api/src/mail/templates/en-account.ts': {
      accountMailTexts: {
        verifyEmail: { subject: 'Confirm your email address', validity: (days: number) => `${days}` },
      },
    },
    'api/src/mail/templates/de-account.ts': {
      accountMailTexts: {
        verifyEmail: { subject: 'Bestätigen Sie Ihre E-Mail-Adresse', validity: (days: number) => `${days}` },
      },
    },
  };
}

const run = (files = site(), loaded = modules()) =>
  formatTranslationProblems(checkTranslations({ locales: ['de'], files, modules: loaded }));

test('a complete translation passes', () => {
  expect(run()).toBe('');
});

describe('a missing translation fails, naming the language, the file and the key', () => {
  test('a content file English has', () => {
    const files = site();
    delete files['content/de/home/hero.yaml'];
    expect(run(files)).toContain(
      '[de] content/de/home/hero.yaml: is missing: every language translates content/en/home/hero.yaml',
    );
  });

  test("a README is an editor's note, not content", () => {
    expect(run()).not.toContain('README');
  });

  test('a YAML key English has, and one English lacks', () => {
    const files = site();
    files['content/de/home/hero.yaml'] = (files['content/de/home/hero.yaml'] ?? '')
      .replace('headline:', 'schlagzeile:')
      .replace('  - Meldet jeden Auftrag, den es sendet\n', '');
    const report = run(files);
    expect(report).toContain(
      '[de] content/de/home/hero.yaml headline: missing: content/en/home/hero.yaml has "headline"',
    );
    expect(report).toContain(
      '[de] content/de/home/hero.yaml schlagzeile: "schlagzeile" is not in content/en/home/hero.yaml',
    );
    expect(report).toContain('[de] content/de/home/hero.yaml points[1]: missing');
  });

  test('a frontmatter key, and an empty body', () => {
    const files = site();
    files['content/de/pages/about.mdx'] = '---\ntitle: Über Alpora\n---\n\n';
    const report = run(files);
    expect(report).toContain('[de] content/de/pages/about.mdx frontmatter.description: missing');
    expect(report).toContain(
      '[de] content/de/pages/about.mdx body: is empty where content/en/pages/about.mdx has text',
    );
  });

  test('a claim or component the English body renders', () => {
    const files = site();
    files['content/de/pages/about.mdx'] = (files['content/de/pages/about.mdx'] ?? '').replace(
      '<Claim id="venue-count" />',
      '120+',
    );
    expect(run(files)).toContain(
      'body: renders nothing where content/en/pages/about.mdx renders <Claim>, claim venue-count',
    );
  });

  test('a file English lacks', () => {
    expect(run({ ...site(), 'content/de/home/extra.yaml': 'a: b\n' })).toContain(
      '[de] content/de/home/extra.yaml: translates no English file',
    );
  });

  test('a dictionary file, and a dictionary key', () => {
    const files = site();
    delete files['site/i18n/de/home.ts'];
    expect(run(files)).toContain(
      '[de] site/i18n/de/home.ts: is missing: every language translates site/i18n/en/home.ts',
    );
    const loaded = modules();
    loaded['site/i18n/de/home.ts'] = { home: { home: { title: 'Willkommen am Handelstisch', count: 3 } } };
    expect(run(site(), loaded)).toContain(
      '[de] site/i18n/de/home.ts home.home.greet: missing: site/i18n/en/home.ts has "home.greet"',
    );
  });

  test('a mail dictionary file, and a mail key', () => {
    const files = site();
    delete files['api/src/mail/templates/de-account.ts'];
    expect(run(files)).toContain('[de] api/src/mail/templates/de-account.ts: is missing');
    const loaded = modules();
    loaded['api/src/mail/templates/de-account.ts'] = {
      accountMailTexts: { verifyEmail: { subject: 'Bestätigen Sie Ihre Adresse' } },
    };
    expect(run(site(), loaded)).toContain('accountMailTexts.verifyEmail.validity: missing');
  });

  test('a dictionary module that does not load', () => {
    const loaded = modules();
    loaded['site/i18n/de/home.ts'] = new Error('Unexpected token');
    expect(run(site(), loaded)).toContain('[de] site/i18n/de/home.ts: could not be loaded: Unexpected token');
  });
});

describe('a translation changes words only', () => {
  test('placeholders, addresses and numbers stay', () => {
    const files = site();
    files['content/de/home/hero.yaml'] = (files['content/de/home/hero.yaml'] ?? '')
      .replace('href: /contact', 'href: /kontakt')
      .replace('%claim:api-rate-limit% Aufrufe', '2000 Aufrufe');
    const loaded = modules();
    loaded['site/i18n/de/home.ts'] = {
      home: { home: { title: 'Willkommen am Handelstisch', greet: '{nom}, Ihr Dashboard', count: 4 } },
    };
    const report = run(files, loaded);
    expect(report).toContain('cta.href: must stay as in content/en/home/hero.yaml ("/contact")');
    expect(report).toContain(
      'rate: carries the placeholders "none" where content/en/home/hero.yaml has "%claim:api-rate-limit%"',
    );
    expect(report).toContain('home.home.greet: carries the placeholders "{nom}"');
    expect(report).toContain('home.home.count: is 4 where site/i18n/en/home.ts has 3');
  });

  test('the data map keeps its ids, periods, tables and storage keys; its words keep their numbers', () => {
    const broken = MAP_DE.replace('months: 26', 'months: 24')
      .replace('enforcedBy: purge', 'enforcedBy: team')
      .replace('tables: [analytics_events]', 'tables: [analytik]')
      .replace('key: cookieConsent', 'key: cookieWahl')
      .replace('DSG Art. 6 und 31', 'DSG Art. 6')
      .replace('version: "1.3"', 'version: "1.4"');
    const report = run({ ...site(), 'content/de/data-map.yaml': broken });
    expect(report).toContain(
      '[de] content/de/data-map.yaml kinds[analytics].retention.months: is 24 where content/data-map.yaml has 26',
    );
    expect(report).toContain('kinds[analytics].enforcedBy: must stay as in content/data-map.yaml ("purge")');
    expect(report).toContain('kinds[analytics].tables[0]: must stay as in content/data-map.yaml ("analytics_events")');
    expect(report).toContain('browserStorage[cookieConsent]: missing');
    expect(report).toContain(
      'kinds[analytics].legalBasis: states the numbers "6" where content/data-map.yaml has "6, 31"',
    );
    expect(report).toContain('policy.version: must stay');
  });

  test('the data map lacks no entry, named by its id', () => {
    const broken = MAP_DE.replace(/ {2}- id: analytics[\s\S]*?tables: \[analytics_events\]\n/, '');
    expect(run({ ...site(), 'content/de/data-map.yaml': broken })).toContain(
      '[de] content/de/data-map.yaml kinds[analytics]: missing: content/data-map.yaml has "kinds[analytics]"',
    );
    const two = MAP.replace(
      'kinds:\n',
      'kinds:\n  - id: mail-log\n    name: Mail log\n    subjects: a\n    data: b\n    purpose: c\n    legalBasis: d\n    recipients: e\n    retention: { days: 90, after: queued }\n    enforcedBy: purge\n    tables: [mail_outbox]\n',
    );
    expect(run({ ...site(), 'content/data-map.yaml': two })).toContain(
      '[de] content/de/data-map.yaml kinds[mail-log]: missing: content/data-map.yaml has "kinds[mail-log]"',
    );
  });

  test('a string of four words or more that still reads as English is named; allowed names are not', () => {
    const files = site();
    files['content/de/home/hero.yaml'] = (files['content/de/home/hero.yaml'] ?? '').replace(
      'Ausführung, die Sie prüfen können',
      'Execution you can audit',
    );
    files['content/de/pages/about.mdx'] = (files['content/de/pages/about.mdx'] ?? '').replace(
      'Wir bauen Ausführungssoftware für Schweizer Vermögensverwalter.',
      'We build execution software for Swiss asset managers.',
    );
    const loaded = modules();
    loaded['api/src/mail/templates/de-account.ts'] = {
      accountMailTexts: { verifyEmail: { subject: 'Confirm your email address', validity: () => '' } },
    };
    const report = run(files, loaded);
    expect(report).toContain(
      '[de] content/de/home/hero.yaml headline: still reads as in English ("Execution you can audit")',
    );
    expect(report).toContain('[de] content/de/pages/about.mdx:6 body: still reads as in English ("We build execution');
    expect(report).toContain('accountMailTexts.verifyEmail.subject: still reads as in English');
    expect(untranslated('Alpora AG, Zug', 'Alpora AG, Zug', ['Alpora AG', 'Zug'])).toBe(false);
    expect(
      untranslated('SOC 2 Type II and ISO 27001', 'SOC 2 Type II and ISO 27001', ['SOC 2 Type II', 'ISO 27001']),
    ).toBe(false);
    expect(untranslated('Book a demo now', 'Book a demo now', [])).toBe(true);
    expect(untranslated('Book a demo', 'Book a demo', [])).toBe(false);
    // Paths and identifiers carry no space and are not prose.
    expect(
      untranslated('../../site/assets/slides/risk-limits.svg', '../../site/assets/slides/risk-limits.svg', []),
    ).toBe(false);
    expect(untranslated('decision_to_ack_ms', 'decision_to_ack_ms', [])).toBe(false);
  });

  test('German writes "ss", never "ß"', () => {
    const files = site();
    files['content/de/home/hero.yaml'] = (files['content/de/home/hero.yaml'] ?? '').replace(
      'Demo buchen',
      'Grüße und Demo',
    );
    expect(run(files)).toContain('[de] content/de/home/hero.yaml:6: writes "ß"');
    expect(
      formatTranslationProblems(
        checkTranslations({
          locales: ['fr'],
          files: { 'content/fr/x.yaml': 'a: ß\n', 'content/en/x.yaml': 'a: b\n' },
          modules: {},
        }),
      ),
    ).not.toContain('ß');
  });
});

test('a missing entry is named once, at its highest missing level', () => {
  const english = leavesOf({
    kinds: [
      { id: 'a', name: 'A', retention: { days: 1 } },
      { id: 'b', name: 'B' },
    ],
  });
  const translated = leavesOf({ kinds: [{ id: 'a', name: 'A', retention: { days: 1 } }] });
  expect(missingPaths(english, translated)).toEqual(['kinds[b]']);
});
