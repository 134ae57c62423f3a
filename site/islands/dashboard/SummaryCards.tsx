/** The four summary cards (SPEC 2; issue: every figure computed from data, none hard-coded). */
import { formatMoney, formatSignedMoney, formatSignedPercent } from '@alpora/shared/format';
import type { ReactNode } from 'react';
import { dictionary } from '../../i18n/index.ts';
import type { Summary } from './live-figures.ts';
import { SignedValue } from './SignedValue.tsx';

function Card({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 text-xl font-bold tracking-tight text-ink tabular-nums sm:text-2xl">{children}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

export function SummaryCards({ summary }: { summary: Summary }) {
  const t = dictionary().dashboard.cards;
  const { amount, percent } = summary.pnlToday;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
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
