/**
 * The cookie banner's answers, kept as proof of consent (docs/privacy.md#consent): one row per
 * answer, never updated, linked to the visitor's earlier answers only by the random id their
 * browser made. The retention purge deletes them when the data map's period ends.
 *
 * @example await insertConsentRecord(db, { visitorId, choice: 'accepted', policyVersion: '1.2', page: '/' }, clock.now())
 */
import type { ConsentRecordInput } from '@alpora/shared/schemas/consent';
import type { Kysely } from 'kysely';
import type { ConsentRecordRow, Database } from '#api/db/schema.ts';

type ConsentAnswer = Required<Pick<ConsentRecordInput, 'visitorId' | 'choice' | 'policyVersion' | 'page'>>;

export async function insertConsentRecord(db: Kysely<Database>, answer: ConsentAnswer, at: Date): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      // Lower case, so one visitor's answers share one id however the browser wrote it.
      visitor_id: answer.visitorId.toLowerCase(),
      choice: answer.choice,
      policy_version: answer.policyVersion,
      page: answer.page,
      created_at: at.toISOString(),
    })
    .execute();
}

/** Every answer of one visitor, oldest first: what they chose, on which page and when. */
export function consentRecordsOf(db: Kysely<Database>, visitorId: string): Promise<ConsentRecordRow[]> {
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('visitor_id', '=', visitorId.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
