import { describe, expect, test } from 'vitest';
import { OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import { cutoffOf } from '#api/testing/data-map-copies.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import { purgeExpiredData } from './purge.ts';

const setup = appPerTest();
const now = new Date(TEST_NOW);

describe('retention of the audit log', () => {
  test('deletes entries written more than 24 months ago and keeps the younger ones', async () => {
    const t = await setup();
    const cutoff = cutoffOf('audit-log', now);
    const at = (offsetMs: number) => new Date(cutoff.getTime() + offsetMs);
    const entry = (subjectId: string) => ({ action: 'lead.view', subjectType: 'lead', subjectId }) as const;
    await recordAudit(t.db, OPERATOR, entry('too-old'), at(-1000));
    await recordAudit(t.db, OPERATOR, entry('just-kept'), at(1000));
    await recordAudit(t.db, OPERATOR, entry('today'), now);

    const result = await purgeExpiredData(t.db, now);

    expect(result['audit-log']).toEqual({ entries: 1 });
    const left = await t.db.selectFrom('audit_log').select('subject_id').orderBy('id').execute();
    expect(left.map((row) => row.subject_id)).toEqual(['just-kept', 'today']);
  });
});
