/**
 * Leadership on PostgreSQL (docs/decisions.md §62): a job's lead is a session-level advisory
 * lock held on one dedicated connection. PostgreSQL frees the lock when that session ends, so
 * when the leading process dies (or loses its connection) another takes the lock at its next
 * run, within one interval of the job. The lock's key is the job's name in the connection's
 * schema, so two deployments (or two test schemas) on one server never share a lead.
 */
import pg from 'pg';
import type { Leadership } from './leadership.ts';

export function postgresLeadership(connection: pg.ClientConfig): Leadership {
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  const held = new Set<string>();

  const drop = () => {
    const lost = client;
    client = undefined;
    held.clear();
    lost?.end().catch(() => {});
  };

  async function connected(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const fresh = new pg.Client({ ...connection, application_name: 'alpora-leadership' });
      // A dropped connection has dropped its locks with it.
      fresh.on('error', () => {
        if (client === fresh) drop();
      });
      try {
        await fresh.connect();
      } catch (error) {
        fresh.end().catch(() => {});
        throw error;
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async holds(job) {
      try {
        const session = await connected();
        if (held.has(job)) {
          // Still leading as long as the session that holds the lock is alive.
          await session.query('select 1');
          return true;
        }
        const result = await session.query<{ taken: boolean }>(
          "select pg_try_advisory_lock(hashtext(current_schema() || ':' || $1)) as taken",
          [job],
        );
        if (result.rows[0]?.taken) held.add(job);
        return held.has(job);
      } catch {
        drop();
        return false;
      }
    },
    async close() {
      const session = client;
      client = undefined;
      held.clear();
      await session?.end().catch(() => {});
    },
  };
}
