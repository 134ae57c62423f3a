import { AUDIT_COLUMNS } from '@alpora/shared/demo/audit-columns';
import { describe, expect, test } from 'vitest';
import { sampleHref, samplesData } from './samples.ts';

const audit = (names: readonly string[]) => ({
  page: 'samples',
  files: [
    {
      title: 'Audit extract',
      description: 'Every fill of the month.',
      file: 'audit-extract.csv',
      contents: ['One row per fill'],
      columns: names.map((name) => ({ name, meaning: `what ${name} holds` })),
    },
  ],
});

describe('the columns /samples describes', () => {
  test("are the audit extract's header, in order", () => {
    expect(samplesData.safeParse(audit(AUDIT_COLUMNS)).success).toBe(true);
  });

  test.each([
    ['a column the file lacks', [...AUDIT_COLUMNS, 'order_id']],
    ['one missing', AUDIT_COLUMNS.slice(1)],
    ['another order', [...AUDIT_COLUMNS].reverse()],
  ])('%s fails the build, naming both lists', (_, names) => {
    const result = samplesData.safeParse(audit(names));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['files.0.columns']);
    expect(result.error?.issues[0]?.message).toContain(`audit-extract.csv has the columns ${AUDIT_COLUMNS.join(', ')}`);
  });
});

describe('where a sample file is served', () => {
  test.each([
    ['monthly-performance.pdf', 'en', '/samples/monthly-performance.pdf'],
    ['monthly-performance.pdf', 'de', '/sample-reports/de/monthly-performance.pdf'],
    ['monthly-performance.pdf', 'it', '/sample-reports/it/monthly-performance.pdf'],
    ['audit-extract.csv', 'en', '/samples/audit-extract.csv'],
    ['audit-extract.csv', 'fr', '/samples/audit-extract.csv'],
  ] as const)('%s for a %s page is %s', (file, locale, href) => {
    expect(sampleHref(file, locale)).toBe(href);
  });
});
