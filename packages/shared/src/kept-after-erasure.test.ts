import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type DataMap, kindOf, parseDataMap, retentionText } from './data-map.ts';
import { KEPT_WORDS, keptAfterErasure } from './kept-after-erasure.ts';
import { LOCALES } from './locales.ts';
import { retentionPeriod } from './retention-period.ts';

const MAP = parseDataMap(fs.readFileSync(path.join(import.meta.dirname, '../../../content/data-map.yaml'), 'utf8'));

/** The data map kinds a list names, from its "(data map: …)" references. */
function kindsNamed(map: DataMap, staffWork: boolean): string[] {
  const named = keptAfterErasure(map, { staffWork }).flatMap((kept) =>
    [...kept.why.matchAll(/\(data map: ([^)]+)\)/g)].flatMap((match) => (match[1] ?? '').split(', ')),
  );
  return [...new Set(named)].sort();
}

describe('keptAfterErasure', () => {
  test('names every kind an erasure leaves in place, the delivery record of the answer mail included', () => {
    expect(kindsNamed(MAP, false)).toEqual(
      ['aml-files', 'audit-log', 'backups', 'mail-log', 'privacy-requests', 'server-logs', 'trading-records'].sort(),
    );
    const delivery = keptAfterErasure(MAP, { staffWork: false }).find((kept) => kept.what.includes('delivery record'));
    expect(delivery?.why).toContain(`kept ${retentionText(kindOf(MAP, 'mail-log').retention)}`);
  });

  test("states each period as the data map does: a changed period changes the list's words", () => {
    const changed: DataMap = {
      ...MAP,
      kinds: MAP.kinds.map((kind) =>
        kind.id === 'mail-log' ? { ...kind, retention: { days: 45, after: 'the mail was sent' } } : kind,
      ),
    };
    const delivery = keptAfterErasure(changed, { staffWork: false }).find((kept) => kept.why.includes('mail-log'));
    expect(delivery?.why).toContain('kept 45 days after the mail was sent');
  });

  test("adds the audit entries of a staff member's own work only for an address that held a staff account", () => {
    const own = (staffWork: boolean) =>
      keptAfterErasure(MAP, { staffWork }).filter((kept) => kept.what.includes('your own work as our staff'));
    expect(own(false)).toEqual([]);
    expect(own(true)).toHaveLength(1);
  });

  test.each(LOCALES.filter((locale) => locale !== 'en'))(
    'in %s every record and reason is in that language, with its data map periods said its way',
    (locale) => {
      const map = parseDataMap(
        fs.readFileSync(path.join(import.meta.dirname, `../../../content/${locale}/data-map.yaml`), 'utf8'),
      );
      const english = keptAfterErasure(MAP, { staffWork: true });
      const kept = keptAfterErasure(map, { staffWork: true }, KEPT_WORDS[locale]);
      expect(kept).toHaveLength(english.length);
      for (const [i, record] of kept.entries()) {
        expect(record.what).not.toBe(english[i]?.what);
        expect(record.why).not.toMatch(/\b(kept|after|until|data map)\b/);
      }
      const backups = kept.find((record) => record.why.includes('backups'));
      expect(backups?.why).toContain(retentionPeriod(kindOf(map, 'backups').retention, locale));
    },
  );
});
