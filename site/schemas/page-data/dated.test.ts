/**
 * Dated content (docs/claims.md#dated-content): on a fixed clock, a roadmap milestone or an
 * announced download past its period fails the schema naming the file and the item; on the
 * day before, the same content passes.
 */
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import { describe, expect, test } from 'vitest';
import { investorsDataAt } from './investors.ts';
import { pressDataAt } from './press.ts';
import { roadmapDataAt } from './roadmap.ts';

const on = (day: string) => () => new Date(`${day}T12:00:00Z`);

const roadmap = (status: 'Done' | 'In progress' | 'Planned', period = 'Q4 2025') => ({
  page: 'roadmap',
  milestones: [
    { period: 'Q3 2025', title: 'Client dashboard and API', status: 'Done', items: ['REST API'] },
    { period, title: 'Design-partner cohort', status, items: ['Weekly feedback sessions'] },
  ],
  note: 'Targets, not commitments.',
});

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('roadmap milestones', () => {
  test.each(['In progress', 'Planned'] as const)('one still %s after its period ended fails, naming it', (status) => {
    const result = roadmapDataAt(on('2026-01-01')).safeParse(roadmap(status));
    expect(messages(result)).toEqual([
      `milestones.1.status: content/en/page-data/roadmap.yaml: "Design-partner cohort" is still "${status}" but Q4 2025 ended on 2025-12-31. Mark it Done, or move it to the period it now aims at.`,
    ]);
  });

  test('on the last day of its period it still passes, and its period becomes days', () => {
    const result = roadmapDataAt(on('2025-12-31')).safeParse(roadmap('In progress'));
    expect(messages(result)).toEqual([]);
    expect(result.data?.milestones[1]?.period).toEqual({
      label: 'Q4 2025',
      starts: new Date('2025-10-01T00:00:00Z'),
      ends: new Date('2025-12-31T00:00:00Z'),
    });
  });

  test('a Done milestone may lie in the past, and a moved one passes', () => {
    expect(roadmapDataAt(on('2027-06-01')).safeParse(roadmap('Done')).success).toBe(true);
    expect(roadmapDataAt(on('2026-11-23')).safeParse(roadmap('Planned', 'H1 2027')).success).toBe(true);
  });

  test("the cohort's placeholder is the cohort's quarter, past once that quarter is over", () => {
    const cohort = roadmap('Planned', '%DESIGN_PARTNER_COHORT%');
    const parsed = roadmapDataAt(on('2026-11-23')).parse(cohort);
    expect(parsed.milestones[1]?.period.label).toBe(DESIGN_PARTNER_COHORT.name);
    const afterQuarter = new Date(parsed.milestones[1]?.period.ends.getTime() ?? 0);
    afterQuarter.setUTCDate(afterQuarter.getUTCDate() + 1);
    expect(roadmapDataAt(() => afterQuarter).safeParse(cohort).success).toBe(false);
  });

  test('a period the build cannot date is refused with the formats it can', () => {
    expect(messages(roadmapDataAt(on('2026-11-23')).safeParse(roadmap('Planned', 'Soon')))).toEqual([
      'milestones.1.period: "Soon" is not a period. Write a period as "Q1 2027", "H2 2027", "March 2027" or "2027".',
    ]);
  });
});

describe('downloads announced before their files', () => {
  const press = (kit: string) => ({
    page: 'press',
    overview: 'Alpora AG, based in Zug, Switzerland, builds non-custodial order execution.',
    facts: [{ value: 'Zug, CH', label: 'headquarters' }],
    logos: [{ name: 'Logo', file: 'alpora-logo.svg', background: 'light' }],
    palette: [{ name: 'Alpora Red', hex: '#E10600', usage: 'Mark' }],
    typography: { family: 'Inter', weights: 'Regular 400', usage: 'Everything' },
    screenshots: [{ name: 'Dashboard overview', description: 'Summary cards' }],
    leadership: [{ role: 'Chief Executive Officer', bio: 'Leads strategy.' }],
    guidelines: { approved: ['Use the logo files'], prohibited: ['Stretching the logo'] },
    upcoming: { kit, bios: 'Q2 2027', screenshots: 'Q2 2027' },
  });

  test('a press download past its period fails, naming the file and the item', () => {
    expect(messages(pressDataAt(on('2027-04-01')).safeParse(press('Q1 2027')))).toEqual([
      'upcoming.kit: content/en/page-data/press.yaml: the "kit" download is still announced but Q1 2027 ended on 2027-03-31. Publish it, or move it to the period it is now due in.',
    ]);
    expect(pressDataAt(on('2027-03-31')).safeParse(press('Q1 2027')).success).toBe(true);
    expect(pressDataAt(on('2027-04-01')).safeParse(press('March 2027')).success).toBe(false);
  });

  test('the pitch deck of /investors is dated the same way', () => {
    const shape = investorsDataAt(on('2027-07-01')).shape.upcoming;
    expect(messages(shape.safeParse({ deck: 'H1 2027' }))).toEqual([
      'deck: content/en/page-data/investors.yaml: the "deck" download is still announced but H1 2027 ended on 2027-06-30. Publish it, or move it to the period it is now due in.',
    ]);
    expect(shape.safeParse({ deck: 'H2 2027' }).success).toBe(true);
  });
});
