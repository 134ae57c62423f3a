/**
 * Reads the leads a private test server stored, straight from its SQLite file (read-only),
 * so a test can assert on the stored row rather than on what the page claims.
 *
 * @example await expect.poll(() => readLeads(server.dataDir).length).toBe(1);
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type LeadRecord = Record<string, string | number | null>;

function query<T>(dataDir: string, sql: string): T[] {
  const db = new DatabaseSync(path.join(dataDir, 'alpora.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

export function readLeads(dataDir: string): LeadRecord[] {
  return query<LeadRecord>(dataDir, 'SELECT * FROM leads ORDER BY id');
}

export function countSubmissions(dataDir: string): number {
  return query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM lead_submissions')[0]?.n ?? 0;
}

export function submissionClientIds(dataDir: string): Set<string> {
  return new Set(
    query<{ client_id: string }>(dataDir, 'SELECT client_id FROM lead_submissions').map((r) => r.client_id),
  );
}
