/**
 * Leadership on PostgreSQL (docs/decisions.md §62): a job's lead is a session-level advisory
 * lock held on one dedicated connection. PostgreSQL frees the lock when that session ends, so
 * when the leading process dies (or loses its connection) another takes the lock at its next
 * run, within one interval of the job. The lock's key is the job's name in the connection's
 * schema, so two deployments (or two test schemas) on one server never share a lead.
 *
 * How the asks behave:
 * - One at a time: the health checks and the purge both ask at start, and a `pg` client given a
 *   query while another runs only queues it (deprecated; pg 9 refuses it).
 * - Bounded: a server that stops answering costs a `timeoutMs` wait (two when the session it
 *   had also went silent) and a `false`, never a job stuck on its ask.
 * - A session that died since the last ask (a server restart, a failover) is replaced within
 *   the same ask, so the jobs do not lose a whole interval to it.
 * - After `close()`, every ask answers false, even one that was still connecting.
 *
 * @example const leadership = postgresLeadership(postgresConnection(url)); if (await leadership.holds('health-checks')) …
 */
import pg from 'pg';
import type { Leadership } from './leadership.ts';

/** How long an ask waits for the server, to connect or to answer one query, before answering false. */
const ASK_TIMEOUT_MS = 5000;

const TRY_LOCK = "select pg_try_advisory_lock(hashtext(current_schema() || ':' || $1)) as taken";

/** One connection and the leads taken on it: they live and die together. */
interface Session {
  client: pg.Client;
  held: Set<string>;
}

export interface PostgresLeadershipOptions {
  /** Bound on each wait for the server (connecting, one query, closing). */
  timeoutMs?: number;
}

export function postgresLeadership(
  connection: pg.ClientConfig,
  { timeoutMs = ASK_TIMEOUT_MS }: PostgresLeadershipOptions = {},
): Leadership {
  let session: Session | undefined;
  let closed = false;
  /** The last ask; the next one starts when it has settled. */
  let asking: Promise<unknown> = Promise.resolve();

  /** Forgets `ending` (only if it is still the current session) and closes its connection. */
  function drop(ending: Session): Promise<void> {
    if (session === ending) session = undefined;
    return endWithin(ending.client, timeoutMs);
  }

  /** A fresh session, or none when the leadership was closed while it connected. */
  async function connect(): Promise<Session | undefined> {
    const client = new pg.Client({
      ...connection,
      application_name: 'alpora-leadership',
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    const fresh: Session = { client, held: new Set() };
    // A dropped connection has dropped its locks with it.
    client.on('error', () => void drop(fresh));
    client.on('end', () => void drop(fresh));
    try {
      await client.connect();
    } catch (error) {
      void endWithin(client, timeoutMs);
      throw error;
    }
    if (closed) {
      await endWithin(client, timeoutMs);
      return undefined;
    }
    session = fresh;
    return fresh;
  }

  /** Whether `current` leads `job`, taking the lead when it is free; throws when the session fails. */
  async function leads(current: Session, job: string): Promise<boolean> {
    if (current.held.has(job)) {
      // Still leading as long as the session that holds the lock is alive.
      await current.client.query('select 1');
    } else {
      const result = await current.client.query<{ taken: boolean }>(TRY_LOCK, [job]);
      if (result.rows[0]?.taken) current.held.add(job);
    }
    return current.held.has(job) && session === current && !closed;
  }

  async function ask(job: string): Promise<boolean> {
    if (closed) return false;
    const reused = session;
    if (reused) {
      try {
        return await leads(reused, job);
      } catch {
        await drop(reused);
        if (closed) return false;
      }
    }
    let fresh: Session | undefined;
    try {
      fresh = await connect();
      return fresh ? await leads(fresh, job) : false;
    } catch {
      if (fresh) await drop(fresh);
      return false;
    }
  }

  return {
    holds(job) {
      const answer = asking.then(() => ask(job));
      asking = answer;
      return answer;
    },
    async close() {
      closed = true;
      const current = session;
      if (current) await drop(current);
      // An ask still connecting ends its connection itself once it sees `closed`.
      await asking;
    },
  };
}

/** Closes a client; a server that no longer answers is not waited for beyond `timeoutMs`. */
function endWithin(client: pg.Client, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  return Promise.race([client.end().catch(() => {}), waited]).finally(() => clearTimeout(timer));
}
