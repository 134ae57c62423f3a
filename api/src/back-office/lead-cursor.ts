/**
 * The cursor of the leads inbox (docs/decisions.md §126): where a page ended, as the
 * `created_at` and row id of its last lead, so the next page starts strictly after it in the
 * inbox's order (newest first, then highest id). Two leads stored in the same millisecond are
 * told apart by their id, so paging visits every lead once; a lead stored while someone pages
 * lands on the first page and shifts nothing. The text is opaque to callers (base64url of
 * JSON): its shape may change without changing the API.
 *
 * @example const position = decodeLeadCursor(query.cursor); // null when it is not one of ours
 */

export interface LeadCursor {
  createdAt: string;
  id: number;
}

export function encodeLeadCursor(position: LeadCursor): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** The position a cursor names, or null for a text no page ever answered. */
export function decodeLeadCursor(cursor: string): LeadCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || createdAt.length > 30 || !Number.isSafeInteger(id) || (id as number) < 1) {
    return null;
  }
  return { createdAt, id: id as number };
}
