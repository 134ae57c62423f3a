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
 * Time judged up over time monitored. A minute seen down counts as monitored even where no span
 * covers it (the first observation of a probe), so downtime can never raise the uptime.
 */
export function uptimeOfTime(monitoredMs: number, downMs: number): { upMs: number; judgedMs: number } {
  const judgedMs = Math.max(monitoredMs, downMs);
  return { upMs: judgedMs - downMs, judgedMs };
}

/** The UTC minutes a verdict at `at` speaking for the `spanMs` before it touches, as YYYY-MM-DDTHH:MM. */
export function minutesSpoken(at: Date, spanMs: number): string[] {
  const end = at.getTime();
  const last = Math.floor(end / MINUTE_MS) * MINUTE_MS;
  const minutes = [last];
  // Every minute that starts inside the span; the minute of `at` itself is always one.
  for (let start = last - MINUTE_MS; start > end - spanMs; start -= MINUTE_MS) minutes.push(start);
  return minutes.reverse().map((start) => new Date(start).toISOString().slice(0, 16));
}

/** A UTC day (YYYY-MM-DD) as a span, cut at `now` for today. */
export function daySpan(date: string, now: number): Span {
  const from = Date.parse(`${date}T00:00:00.000Z`);
  return { from, to: Math.min(from + DAY_MS, now) };
}
