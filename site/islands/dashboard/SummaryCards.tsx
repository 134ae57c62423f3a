/**
 * The four summary cards (docs/product.md#dashboard: every figure computed from data, none hard-coded).
 * Until every figure is loaded they say so, and after a failure they say that: never a
 * partial sum (docs/decisions.md §13).
 */

import type { ReactNode } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatMoney, formatSignedMoney, formatSignedPercent } from '#site/i18n/intl.ts';
import type { Summary } from './live-figures.ts';
import { SignedValue } from './SignedValue.tsx';
import type { Load } from './use-trading-data.ts';

function Card({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 text-xl font-bold tracking-tight text-ink tabular-nums sm:text-2xl">{children}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

const grid = 'grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4';

export function SummaryCards({ summary: load }: { summary: Load<Summary> }) {
  const t = dictionary().dashboard.cards;
  if (load.status !== 'ready') {
    const labels = [t.totalValue, t.pnlToday, t.openPositions, t.pendingOrders];
    return (
      <div className="grid gap-3">
        <dl className={grid} aria-busy={load.status === 'loading'} data-testid="summary-cards">
          {labels.map((label) => (
            <Card key={label} label={label}>
              <span className="text-base font-normal text-muted">
                {load.status === 'loading' ? t.loading : t.unavailable}
              </span>
            </Card>
          ))}
        </dl>
        {load.status === 'error' ? (
          <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-4 text-negative">
            {format(t.error, { message: load.message })}
          </p>
        ) : null}
      </div>
    );
  }
  const summary = load.data;
  const { amount, percent } = summary.pnlToday;
  return (
    <dl className={grid} data-testid="summary-cards">
      <Card label={t.totalValue}>{formatMoney(summary.totalValue, summary.currency)}</Card>
      <Card label={t.pnlToday} note={t.pnlTodayNote}>
        <span className="flex flex-col">
          <SignedValue value={amount} text={formatSignedMoney(amount, summary.currency)} />
          <SignedValue value={amount} text={formatSignedPercent(percent)} className="text-base" />
        </span>
      </Card>
      <Card label={t.openPositions}>{summary.openPositions}</Card>
      <Card label={t.pendingOrders}>{summary.pendingOrders}</Card>
    </dl>
  );
}
