/**
 * The time arithmetic of the status page's coverage (docs/product.md#status-page,
 * docs/decisions.md §264): which time someone was checking, which time nobody was, and uptime as
 * time judged up over time monitored. Spans are milliseconds since the epoch, end exclusive.
 *
 * @example gapsIn([{ from: 0, to: 10 }, { from: 20, to: 30 }], 0, 30) // [{ from: 10, to: 20 }]
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface Span {
  from: number;
  to: number;
}

/** The spans merged where they overlap or touch, oldest first; empty spans dropped. */
export function unionOf(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((span) => span.to > span.from).sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** The parts of (merged) spans inside [from, to). */
export function clipTo(spans: readonly Span[], from: number, to: number): Span[] {
  return spans
    .map((span) => ({ from: Math.max(span.from, from), to: Math.min(span.to, to) }))
    .filter((span) => span.to > span.from);
}

export function lengthOf(spans: readonly Span[]): number {
  return unionOf(spans).reduce((sum, span) => sum + span.to - span.from, 0);
}

/** The time inside [from, to) that no span covers, oldest first. */
export function gapsIn(spans: readonly Span[], from: number, to: number): Span[] {
  const gaps: Span[] = [];
  let cursor = from;
  for (const span of clipTo(unionOf(spans), from, to)) {
    if (span.from > cursor) gaps.push({ from: cursor, to: span.from });
    cursor = Math.max(cursor, span.to);
  }
  if (cursor < to) gaps.push({ from: cursor, to });
  return gaps;
}

/** Rounded down to two decimals, so 99.996% never reads 100%; null over nothing. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((Math.min(part, whole) / whole) * 10_000) / 100;
}

/**
 * Time judged up over time judged (docs/decisions.md §264): `monitoredMs` is the union of the time
 * someone was checking and the minutes seen down, so a down minute always counts as monitored and
 * judged = monitored, up = monitored − down. Downtime beyond the monitored time (a caller that did
 * not add its minutes) widens the time judged rather than raising the uptime.
 */
export function uptimeOfTime(monitoredMs: number, downMs: number): { upMs: number; judgedMs: number } {
  const judgedMs = Math.max(monitoredMs, downMs);
  return { upMs: judgedMs - downMs, judgedMs };
}

/** The start (ms) of a UTC minute given as YYYY-MM-DDTHH:MM, as a span of one minute. */
export function minuteSpan(minute: string): Span {
  const from = Date.parse(`${minute}:00.000Z`);
  return { from, to: from + MINUTE_MS };
}

/**
 * The UTC minutes a verdict at `at` speaking for the `spanMs` before it overlaps, as
 * YYYY-MM-DDTHH:MM: every whole minute meeting [at − spanMs, at), the last being the minute of
 * at − 1 ms. A check at 09:31:00 over 60 s marks 09:30; at 09:01:30 over 90 s, 09:00 and 09:01.
 */
export function minutesSpoken(at: Date, spanMs: number): string[] {
  const end = at.getTime();
  const span = Math.max(spanMs, 1);
  const first = Math.floor((end - span) / MINUTE_MS) * MINUTE_MS;
  const last = Math.floor((end - 1) / MINUTE_MS) * MINUTE_MS;
  const minutes: string[] = [];
  for (let start = first; start <= last; start += MINUTE_MS) minutes.push(new Date(start).toISOString().slice(0, 16));
  return minutes;
}

/** A span nobody was checking some of the services, naming them. */
export interface Unwatched extends Span {
  services: string[];
}

/**
 * The time inside [from, to) at least one service was unwatched, oldest first, each piece naming
 * the services nobody was checking then; neighbouring pieces with the same services are one.
 *
 * @example unwatchedIn({ api: [{ from: 0, to: 30 }], market: [{ from: 0, to: 10 }] }, 0, 30)
 * // [{ from: 10, to: 30, services: ['market'] }]
 */
export function unwatchedIn(
  monitored: Readonly<Record<string, readonly Span[]>>,
  from: number,
  to: number,
): Unwatched[] {
  const gaps = Object.entries(monitored).map(([service, spans]) => ({ service, gaps: gapsIn(spans, from, to) }));
  const cuts = [
    ...new Set([from, to, ...gaps.flatMap((entry) => entry.gaps.flatMap((gap) => [gap.from, gap.to]))]),
  ].sort((a, b) => a - b);
  const pieces: Unwatched[] = [];
  for (let index = 0; index + 1 < cuts.length; index++) {
    const start = cuts[index] as number;
    const end = cuts[index + 1] as number;
    const services = gaps
      .filter((entry) => entry.gaps.some((gap) => gap.from <= start && gap.to >= end))
      .map((entry) => entry.service);
    if (services.length === 0) continue;
    const last = pieces.at(-1);
    if (last && last.to === start && last.services.join() === services.join()) last.to = end;
    else pieces.push({ from: start, to: end, services });
  }
  return pieces;
}

/** A UTC day (YYYY-MM-DD) as a span, cut at `now` for today. */
export function daySpan(date: string, now: number): Span {
  const from = Date.parse(`${date}T00:00:00.000Z`);
  return { from, to: Math.min(from + DAY_MS, now) };
}
