/**
 * The overall banner (the rule of docs/product.md#status-page, computed in `@alpora/shared/status`) with the page's
 * last update in UTC. Loading and an unreachable API have their own wording: the page never
 * claims a state it has not measured.
 */
import type { Dictionary } from '#site/i18n/en.ts';
import { format } from '#site/i18n/format.ts';
import { STATUS_REFRESH_MS } from '#site/lib/app-status.ts';
import { formatUtc } from './format.ts';
import type { StatusState } from './use-status.ts';

type BannerKey = 'operational' | 'degraded' | 'disruption' | 'loading' | 'unreachable';

const TONE: Record<BannerKey, string> = {
  operational: 'border-positive/30 bg-emerald-50 text-positive',
  degraded: 'border-amber-300 bg-amber-50 text-caution',
  disruption: 'border-negative/30 bg-red-50 text-negative',
  loading: 'border-line bg-wash text-ink',
  unreachable: 'border-gray-300 bg-gray-100 text-ink',
};

const ICON: Record<BannerKey, string> = {
  operational: '✓',
  degraded: '!',
  disruption: '✕',
  loading: '…',
  unreachable: '?',
};

export function StatusBanner({ state, t }: { state: StatusState; t: Dictionary['statusPage'] }) {
  const key: BannerKey = state.phase === 'ready' ? state.report.overall : state.phase;
  const updated = state.phase === 'ready' ? state.report.lastUpdated : null;
  return (
    // On phones a measured banner wraps to four lines: the loading one keeps that height (CLS 0).
    <div
      data-banner={key}
      className={`flex min-h-[10.25rem] items-start gap-4 rounded-lg border p-5 sm:min-h-0 ${TONE[key]}`}
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-lg font-bold shadow-sm"
      >
        {ICON[key]}
      </span>
      <div className="min-w-0">
        <h2 className="text-xl font-bold tracking-tight" aria-live="polite">
          {t.banner[key]}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          {/* The retry interval is the one the page runs on, so the text cannot drift from it. */}
          {key === 'unreachable'
            ? format(t.bannerText.unreachable, { seconds: STATUS_REFRESH_MS / 1000 })
            : t.bannerText[key]}
        </p>
        {state.phase === 'ready' && (
          <p className="mt-2 text-sm text-ink/80" data-last-updated>
            {t.lastUpdated}:{' '}
            <span className="font-medium tabular-nums text-ink">{updated ? formatUtc(updated) : t.notChecked}</span>
          </p>
        )}
        {state.phase === 'loading' && (
          // Holds the line the answer will fill, so nothing below moves when it arrives.
          <p className="mt-2 text-sm text-ink/80" aria-hidden="true">
            {t.lastUpdated}: <span className="font-medium text-ink">…</span>
          </p>
        )}
        {state.phase === 'unreachable' && (
          <p className="mt-2 text-sm text-ink/80">
            {t.noAnswerSince}: <span className="font-medium tabular-nums text-ink">{formatUtc(state.since)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
