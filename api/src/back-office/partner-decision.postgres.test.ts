/**
 * The cohort's seats hold when two API processes share one PostgreSQL database: acceptances
 * racing over both wait for each other on the cohort's row, so each counts the seats of those
 * before it. Two engines on one schema stand for the two processes.
 */
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/schemas/leads';
import { expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import { OPERATOR } from './audit.ts';
import { decidePartnerApplication, PartnerDecisionRefused } from './partner-decision.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');

test('acceptances of more applications than seats, at once over both processes, seat exactly the cohort', async () => {
  const database = await openDatabase();
  const sides = [database.engine.db, database.openAnother().db] as const;
  const ids = Array.from({ length: DESIGN_PARTNER_COHORT.seats + 10 }, () => crypto.randomUUID());
  await sides[0]
    .insertInto('leads')
    .values(
      ids.map((id, index) => ({
        public_id: id,
        kind: 'design-partner',
        email: `p${index}@fund.example`,
        company: `Fund ${index}`,
        search_key: `p${index}@fund.example\nfund ${index}`,
        consent_version: 'en-2025-07-23',
        consented_at: NOW.toISOString(),
        consent_page: '/partners',
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })),
    )
    .execute();

  const outcomes = await Promise.all(
    ids.map((id, index) =>
      decidePartnerApplication(
        sides[index % 2] ?? sides[0],
        OPERATOR,
        { id, decision: 'accepted', note: null },
        NOW,
      ).then(
        () => 'accepted',
        (error: unknown) => (error instanceof PartnerDecisionRefused ? error.code : 'failed'),
      ),
    ),
  );
  expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(DESIGN_PARTNER_COHORT.seats);
  expect(outcomes.filter((o) => o === 'cohort_full')).toHaveLength(10);
  const accepted = await sides[0].selectFrom('leads').select('id').where('partner_decision', '=', 'accepted').execute();
  expect(accepted).toHaveLength(DESIGN_PARTNER_COHORT.seats);
});
