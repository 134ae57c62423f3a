/**
 * Reads the leads a private test server stored, straight from its SQLite file (read-only),
 * so a test can assert on the stored row rather than on what the page claims.
 *
 * @example await expectOneStoredLead(server.dataDir, { kind: 'contact', email: 'mary@wind.example' });
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';

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

/** Waits until exactly one lead is stored, then checks its columns (the ones given). */
export async function expectOneStoredLead(dataDir: string, columns: LeadRecord): Promise<void> {
  await expect.poll(() => readLeads(dataDir)).toHaveLength(1);
  expect(readLeads(dataDir)[0]).toMatchObject(columns);
}

export function countSubmissions(dataDir: string): number {
  return query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM lead_submissions')[0]?.n ?? 0;
}

export function submissionClientIds(dataDir: string): Set<string> {
  return new Set(
    query<{ client_id: string }>(dataDir, 'SELECT client_id FROM lead_submissions').map((r) => r.client_id),
  );
}
