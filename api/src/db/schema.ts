/**
 * The database, as Kysely sees it. Timestamps are ISO-8601 UTC strings and booleans are
 * 0/1 integers, so the same schema works on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  path: string;
  /** JSON object of non-identifying properties. */
  properties: string;
  created_at: string;
}

export interface Database {
  analytics_events: AnalyticsEventTable;
}

export type AnalyticsEventRow = Selectable<AnalyticsEventTable>;
export type NewAnalyticsEvent = Insertable<AnalyticsEventTable>;
