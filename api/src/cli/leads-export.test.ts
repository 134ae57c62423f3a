import { describe, expect, test } from 'vitest';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';
import { CSV_COLUMNS, exportFilter, leadsCsv, leadsExport } from './leads-export.ts';

const setup = appPerTest();

describe('exportFilter', () => {
  test('--from and --to are whole UTC days, both included', () => {
    expect(exportFilter(['--kind', 'contact', '--from', '2026-11-01', '--to', '2026-11-20'])).toEqual({
      kind: 'contact',
      from: '2026-11-01T00:00:00.000Z',
      before: '2026-11-21T00:00:00.000Z',
      out: undefined,
    });
  });

  test.each([
    [['--kind', 'newsletter'], /--kind must be one of/],
    [['--from', '2026-02-30'], /--from must be a date/],
    [['--to', 'yesterday'], /--to must be a date/],
    [['--from', '2026-11-02', '--to', '2026-11-01'], /--from must not be after --to/],
    [['--colour'], /Unknown option/],
  ])('%j is refused', (args, message) => {
    expect(() => exportFilter(args)).toThrow(message);
  });
});

describe('leads-export', () => {
  async function exportWith(args: string[]) {
    const t = await setup({ LEADS_RATE_LIMIT: 100 });
    await t.app.request('/api/leads', postJson(sampleLead('waitlist', { company: '=cmd|calc', lastName: 'Müller' })));
    await t.app.request('/api/leads', postJson(sampleLead('contact', { message: 'Hello,\n"world"' })));
    t.clock.advance(2 * 86_400_000);
    await t.app.request('/api/leads', postJson(sampleLead('one-pager')));
    let text = '';
    const code = await leadsExport.run(args, { db: t.db, config: t.config, out: (s) => (text += s) });
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    return { code, text, lines: text.slice(1).split('\r\n'), audit };
  }

  test('writes every lead with a BOM, a header and CRLF rows, escaped', async () => {
    const { code, text, lines } = await exportWith([]);
    expect(code).toBe(0);
    expect(text.startsWith('\uFEFFpublic_id,kind,created_at,')).toBe(true);
    expect(lines).toHaveLength(5); // header, 3 leads, and the empty string after the last CRLF
    expect(lines[1]).toContain(',waitlist,2026-11-20T09:30:00.000Z,');
    expect(lines[1]).toContain(",ada.lovelace@example.com,Ada Müller,Ada,Müller,'=cmd|calc,hedge-fund,pro,");
    expect(lines[1]).toContain(',newsletter,email,q4-launch,https://news.example.com/issue-12,1');
    expect(text).toContain('"Hello,\n""world"""');
  });

  test('records the export in the audit log as the operator’s, with its filter and row count', async () => {
    const { audit } = await exportWith(['--kind', 'contact']);
    expect(audit).toMatchObject([{ action: 'leads.export', actor_name: 'operator', actor_user_id: null }]);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({ kind: 'contact', rows: 1 });
  });

  test('filters by kind and by date', async () => {
    expect((await exportWith(['--kind', 'contact'])).lines.filter((l) => l.includes(',contact,'))).toHaveLength(1);
    const { lines } = await exportWith(['--from', '2026-11-21', '--to', '2026-11-22']);
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(['one-pager']);
  });

  test('answers 2 on bad options', async () => {
    const t = await setup();
    expect(await leadsExport.run(['--kind', 'x'], { db: t.db, config: t.config, out: () => {} })).toBe(2);
  });

  test('no leads give the header only', () => {
    expect(leadsCsv([])).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  });
});
