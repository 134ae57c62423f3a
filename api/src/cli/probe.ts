/**
 * `cli probe --url URL`: the status page's witness from outside (docs/deployment.md#outside-probe,
 * docs/decisions.md §266). Run on another machine, by cron or with `--every`, it GETs URL/ and
 * URL/api/health, keeps what it saw in a state file, and posts it to URL/api/status/probes with
 * the bearer token from STATUS_PROBE_TOKEN. While the server does not answer, the observations
 * stay in the file; the next run that reaches the server posts them with the times they were
 * made, so an outage of the whole server is on the page, seen by someone who was watching. One
 * run at a time holds `<state>.lock` (./probe-lock.ts); the URL must be https: but for loopback,
 * since the token travels with every post. Each run prints what the server counted, and warns
 * when this machine's clock is off enough for its observations to count nothing.
 *
 * @example STATUS_PROBE_TOKEN=… node api/src/cli.ts probe --url https://alpora.ch --every 60
 */
import { parseArgs } from 'node:util';
import {
  MAX_PROBE_BATCH,
  MAX_PROBE_SPAN_MS,
  type ProbeObservation,
  probeBatchAnswerSchema,
} from '@alpora/shared/schemas/status-probes';
import { probeUrl } from '#api/health/probe.ts';
import { isReady } from '#api/health/readiness.ts';
import { type CliCommand, UsageError, withUsage } from './command.ts';
import { takeProbeLock } from './probe-lock.ts';
import { type ProbeState, readProbeState, writeProbeState } from './probe-state.ts';

const USAGE = `Usage:
  probe --url <origin> [--state <file>] [--every <seconds>] [--timeout <seconds>]

  --url      the site's public origin, e.g. https://alpora.ch; checks <url>/ and <url>/api/health
             (https: only, but for a loopback address: the token must not travel in clear)
  --state    the file that keeps observations the server has not taken yet (default: ./alpora-probe-state.json)
  --every    probe again every this many seconds until stopped (default: once, for cron)
  --timeout  seconds an answer may take before it counts as down (default: 5)

  The token comes from the environment: STATUS_PROBE_TOKEN, the server's own value.
`;

/** Observations older than this are dropped: the server keeps 30 days and refuses older ones. */
const KEEP_MS = 29 * 86_400_000;
/** The time a first observation speaks for when the probe runs once (cron's usual minute). */
const ONCE_SPAN_MS = 60_000;

function positiveSeconds(name: string, value: string | undefined, fallback: number | undefined) {
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--${name} must be a number of seconds above 0.`);
  return seconds;
}

function origin(value: string | undefined): string {
  if (!value) throw new UsageError('--url is required.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url is not a URL: ${value}`);
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new UsageError(
      `--url must be https:// (the probe token would travel in clear over http://); http:// is for 127.0.0.1, ::1 or localhost only: ${value}`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('--url must be https://.');
  return url.href.replace(/\/+$/, '');
}

/** This machine: 127.0.0.0/8, ::1 and localhost, where nothing travels over a network. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** One look at the App and the API, as observations covering the time since the previous one. */
async function observe(url: string, state: ProbeState, options: RoundOptions) {
  const { timeoutMs, slowMs, spanMs } = options;
  const [app, api] = await Promise.all([
    probeUrl(`${url}/`, { timeoutMs, slowMs }),
    probeUrl(`${url}/api/health`, { timeoutMs, slowMs, accept: isReady }),
  ]);
  const now = new Date();
  const previous = state.lastObservedAt ? Date.parse(state.lastObservedAt) : Number.NaN;
  const coversFrom =
    now.getTime() - previous <= MAX_PROBE_SPAN_MS && previous <= now.getTime()
      ? previous
      : now.getTime() - Math.min(spanMs, MAX_PROBE_SPAN_MS);
  const at = (result: typeof app, service: ProbeObservation['service']): ProbeObservation => ({
    service,
    status: result.status,
    observedAt: now.toISOString(),
    coversFrom: new Date(coversFrom).toISOString(),
    latencyMs: result.latencyMs,
  });
  return [at(app, 'app'), at(api, 'api')];
}

type PostOutcome = 'posted' | 'dropped' | 'kept' | 'refused';

/** What the server answered for the batches of one round, summed. */
interface PostTally {
  accepted: number;
  duplicates: number;
  /** Stored, but made more than 5 minutes before they arrived and seen up: they count no time. */
  late: number;
  /** Refused one by one, or with their whole batch. */
  refused: number;
  /** How far the server's clock (its Date header) is ahead of this machine's, in ms, when known. */
  serverAheadMs: number | undefined;
}

/** Beyond this the server refuses observations from the future (docs/decisions.md §266). */
const CLOCK_TOLERANCE_MS = 60_000;

/**
 * Posts the backlog oldest first in batches; stops at the first batch the server does not take.
 * `alive` is called before each batch, so a long backlog keeps the lock (./probe-lock.ts).
 */
async function postBacklog(
  url: string,
  token: string,
  state: ProbeState,
  timeoutMs: number,
  io: { out: (t: string) => void; alive: () => void; tally: PostTally },
): Promise<PostOutcome> {
  const { out, tally } = io;
  let outcome: PostOutcome = 'posted';
  while (state.backlog.length > 0) {
    io.alive();
    const batch = state.backlog.slice(0, MAX_PROBE_BATCH);
    let status: number;
    try {
      const response = await fetch(`${url}/api/status/probes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ observations: batch }),
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      status = response.status;
      const serverTime = Date.parse(response.headers.get('date') ?? '');
      if (Number.isFinite(serverTime)) tally.serverAheadMs = serverTime - Date.now();
      if (status === 422) {
        out(`the server refused ${batch.length} observations: ${await response.text()}\n`);
        tally.refused += batch.length;
      } else if (status === 200) addAnswer(await response.json().catch(() => null), batch, out, tally);
      else await response.body?.cancel();
    } catch {
      return 'kept';
    }
    if (status === 200 || status === 422) {
      // Stored, or refused as never to be taken (a clock far off): either way not posted again.
      state.backlog = state.backlog.slice(batch.length);
      if (status === 422) outcome = 'dropped';
      continue;
    }
    if (status === 401 || status === 403 || status === 404) {
      out(`the server refused the probe (HTTP ${status}): check STATUS_PROBE_TOKEN on both sides\n`);
      return 'refused';
    }
    return 'kept';
  }
  return outcome;
}

/** Adds a batch's answer to the tally, naming each refused observation by time and reason; the rest of its batch was stored. */
function addAnswer(answer: unknown, batch: readonly ProbeObservation[], out: (t: string) => void, tally: PostTally) {
  const parsed = probeBatchAnswerSchema.safeParse(answer);
  if (!parsed.success) return;
  tally.accepted += parsed.data.accepted;
  tally.duplicates += parsed.data.duplicates;
  tally.late += parsed.data.late;
  tally.refused += parsed.data.refused.length;
  for (const { index, fields } of parsed.data.refused) {
    const o = batch[index];
    const reasons = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    out(`the server refused ${o ? `${o.service} at ${o.observedAt}` : `observation ${index}`}: ${reasons}\n`);
  }
}

/**
 * What the operator must know when the server counted less than was posted: a clock off by more
 * than a minute makes the probe's observations late or refused, which counts nothing however
 * well the site answered (docs/decisions.md §290).
 */
function warnings(tally: PostTally): string[] {
  const found: string[] = [];
  const ahead = tally.serverAheadMs;
  if (ahead !== undefined && Math.abs(ahead) > CLOCK_TOLERANCE_MS) {
    const seconds = Math.round(Math.abs(ahead) / 1000);
    found.push(
      `warning: this machine's clock is ${seconds} s ${ahead > 0 ? 'behind' : 'ahead of'} the server's (its Date header): observations more than 5 minutes behind count no "up" time, more than a minute ahead are refused; set the clock (NTP)`,
    );
  }
  if (tally.late > 0) {
    found.push(
      `warning: ${tally.late} observations of the service up arrived more than 5 minutes after they were made and count no monitored time`,
    );
  }
  return found;
}

async function round(options: RoundOptions, out: (t: string) => void): Promise<PostOutcome | 'busy'> {
  const lock = takeProbeLock(options.stateFile);
  if (!lock) {
    // The next run covers the time since the last observation stored, up to 15 minutes.
    out(`another probe run holds ${options.stateFile}.lock; this run skipped\n`);
    return 'busy';
  }
  try {
    return await lockedRound(options, out, lock.refresh);
  } finally {
    lock.release();
  }
}

async function lockedRound(options: RoundOptions, out: (t: string) => void, alive: () => void): Promise<PostOutcome> {
  const state = readProbeState(options.stateFile);
  const observations = await observe(options.url, state, options);
  alive();
  const oldest = new Date(Date.now() - KEEP_MS).toISOString();
  state.backlog = [...state.backlog, ...observations].filter((o) => o.coversFrom >= oldest);
  state.lastObservedAt = observations[0]?.observedAt ?? state.lastObservedAt;
  // Written before posting: a crash in between loses nothing, and a re-post counts once.
  writeProbeState(options.stateFile, state);
  const tally: PostTally = { accepted: 0, duplicates: 0, late: 0, refused: 0, serverAheadMs: undefined };
  const outcome = await postBacklog(options.url, options.token, state, options.timeoutMs, { out, alive, tally });
  writeProbeState(options.stateFile, state);
  const seen = observations.map((o) => `${o.service} ${o.status}`).join(', ');
  const counts = `${tally.accepted} accepted, ${tally.duplicates} duplicates, ${tally.late} late, ${tally.refused} refused`;
  const result = outcome === 'kept' ? 'server not reached' : outcome === 'refused' ? outcome : `${outcome} (${counts})`;
  out(`${observations[0]?.observedAt} ${seen}; ${result}, backlog ${state.backlog.length}\n`);
  for (const warning of warnings(tally)) out(`${warning}\n`);
  return outcome;
}

interface RoundOptions {
  url: string;
  token: string;
  stateFile: string;
  spanMs: number;
  timeoutMs: number;
  /** The server's HEALTH_SLOW_MS: an answer slower than this is degraded, as inside the server. */
  slowMs: number;
}

export const probe: CliCommand = {
  summary: 'Check the site from outside and post the observations to its status page',
  opensDatabase: false,
  run: (args, { config, out }) =>
    withUsage(USAGE, out, async () => {
      const { values } = parseArgs({
        args,
        options: {
          url: { type: 'string' },
          state: { type: 'string', default: 'alpora-probe-state.json' },
          every: { type: 'string' },
          timeout: { type: 'string' },
        },
      });
      const token = config.STATUS_PROBE_TOKEN;
      if (!token) throw new UsageError('Set STATUS_PROBE_TOKEN to the token the server accepts.');
      const every = positiveSeconds('every', values.every, undefined);
      const options: RoundOptions = {
        url: origin(values.url),
        token,
        stateFile: values.state,
        spanMs: every === undefined ? ONCE_SPAN_MS : every * 1000,
        timeoutMs: (positiveSeconds('timeout', values.timeout, 5) ?? 5) * 1000,
        slowMs: config.HEALTH_SLOW_MS,
      };
      if (every === undefined) return (await round(options, out)) === 'refused' ? 1 : 0;
      return loop(options, every * 1000, out);
    }),
};

/** Rounds every `everyMs` until SIGINT or SIGTERM; the round in progress finishes first. */
async function loop(options: RoundOptions, everyMs: number, out: (t: string) => void): Promise<number> {
  let stopped = false;
  let wake: () => void = () => {};
  const stop = () => {
    stopped = true;
    wake();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  while (!stopped) {
    const started = Date.now();
    await round(options, out);
    if (stopped) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started)));
    });
  }
  return 0;
}
