/**
 * The audit log in the back office (docs/back-office.md#audit-log), for administrators only and
 * read-only: no route changes or deletes an entry.
 *
 * - `GET /admin/audit` answers a page of entries, newest first, 50 a page, filtered by actor,
 *   action, record and days.
 * - `GET /admin/audit/export.csv` answers every entry the same filters find as CSV (at most
 *   `AUDIT_EXPORT_MAX_ROWS`), and records the export as `audit.export` with its filters: the
 *   log's entries leave the system with it. Reading a page is not recorded (docs/decisions.md
 *   §158): the log is the record of what staff did with people's data, and a log that writes an
 *   entry each time it is read would bury those under its own.
 *
 * @example app.route('/', adminAuditRoutes(deps));
 */
import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '@alpora/shared/schemas/admin-audit';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import type { AuditLogRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { csvDocument } from '#api/lib/csv.ts';
import { auditEntries, auditLogPage, countAuditEntries } from '#api/repositories/audit-log.ts';
import { errorResponses, jsonContent, restrictTo } from './openapi-parts.ts';

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;
/** The largest export one answer builds; narrow the days for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const CSV_HEADER = [
  'id',
  'at',
  'actor',
  'actor_role',
  'actor_id',
  'action',
  'subject_type',
  'subject_id',
  'detail',
  'address',
];

function detailOf(row: AuditLogRow): Record<string, unknown> | null {
  if (!row.detail) return null;
  try {
    const parsed: unknown = JSON.parse(row.detail);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function assertDaysInOrder(filters: { from?: string | undefined; to?: string | undefined }): void {
  if (filters.from && filters.to && filters.from > filters.to) {
    const message = 'The first day comes after the last one.';
    throw new ApiError(422, 'validation_failed', message, { fields: { to: message } });
  }
}

export function adminAuditRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps;
  const admin = { ...restrictTo(deps, 'admin'), tags: ['Back office'] };

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/audit',
    summary: 'The audit log, newest first, 50 entries a page',
    request: { query: auditQuerySchema },
    responses: { 200: jsonContent(auditPageSchema, 'One page of the log'), ...errorResponses(401, 403, 422) },
  });
  const exportCsv = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/audit/export.csv',
    summary: 'Every entry the filters find, as CSV; the export is itself recorded',
    description: `At most ${AUDIT_EXPORT_MAX_ROWS} entries; narrow the filters for more (422).`,
    request: { query: auditFiltersSchema },
    responses: {
      200: { description: 'CSV, UTF-8 with a byte order mark', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(401, 403, 422),
    },
  });

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { before, ...filters } = c.req.valid('query');
      assertDaysInOrder(filters);
      const page = await auditLogPage(db, filters, {
        before: before === undefined ? undefined : Number(before),
        limit: AUDIT_PAGE_SIZE,
      });
      const entries = page.rows.map((row) => ({
        id: row.id,
        at: row.created_at,
        actorName: row.actor_name,
        actorRole: row.actor_role,
        actorUserId: row.actor_user_id,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        detail: detailOf(row),
        address: row.address,
      }));
      return c.json({ entries, nextBefore: page.nextBefore }, 200);
    })
    .openapi(exportCsv, async (c) => {
      const filters = c.req.valid('query');
      assertDaysInOrder(filters);
      const found = await countAuditEntries(db, filters);
      if (found > AUDIT_EXPORT_MAX_ROWS) {
        throw new ApiError(
          422,
          'export_too_large',
          `These filters find ${found} entries; an export holds at most ${AUDIT_EXPORT_MAX_ROWS}. Narrow the days.`,
        );
      }
      const rows = await auditEntries(db, filters);
      const now = clock.now();
      const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
      // Recorded before the file leaves; the file holds the entries up to this one, not itself.
      await recordAudit(
        db,
        staffActor(c),
        { action: 'audit.export', subjectType: 'audit-log', detail: { ...used, rows: rows.length } },
        now,
      );
      logger.info('audit log exported', { requestId: c.get('requestId'), rows: rows.length });
      const csv = csvDocument(
        CSV_HEADER,
        rows.map((row) => [
          row.id,
          row.created_at,
          row.actor_name,
          row.actor_role,
          row.actor_user_id,
          row.action,
          row.subject_type,
          row.subject_id,
          row.detail,
          row.address,
        ]),
      );
      const day = now.toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="alpora-audit-${day}.csv"`);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
