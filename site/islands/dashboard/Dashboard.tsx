/**
 * The client dashboard (docs/product.md#dashboard): loading while `me` loads, redirect to /login when not
 * signed in, a welcome with the first name (else the username), Logout, four summary cards
 * and the Markets, Positions, Orders and Portfolios tabs. Every figure says what time it is
 * as of: prices by their tick, what was read from the account by when it arrived.
 */
import { type ReactNode, useMemo } from 'react';
import { Tabs } from '#site/components/ui/Tabs.tsx';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { AsOf, utcTime } from './AsOf.tsx';
import { useFollowUserLanguage } from './follow-user-language.ts';
import { livePositions, summaryLoad } from './live-figures.ts';
import { MarketsTab } from './MarketsTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { PortfoliosTab } from './PortfoliosTab.tsx';
import { PositionsTab } from './PositionsTab.tsx';
import { SessionPending } from './SessionPending.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { displayName, logout, useSession } from './use-session.ts';
import { type Load, useTradingData } from './use-trading-data.ts';
import { VerifyEmailReminder } from './VerifyEmailReminder.tsx';
import { ViewerBanner } from './ViewerBanner.tsx';

export default function Dashboard() {
  const t = dictionary().dashboard;
  const session = useSession();
  useFollowUserLanguage(session);
  const data = useTradingData(session.status === 'signed-in');

  const quotes = data.market.status === 'ready' ? data.market.data : undefined;
  const positions: Load<ReturnType<typeof livePositions>> = useMemo(
    () =>
      data.positions.status === 'ready'
        ? { status: 'ready', data: livePositions(data.positions.data, quotes) }
        : data.positions,
    [data.positions, quotes],
  );
  const portfolio = data.portfolios.status === 'ready' ? data.portfolios.data[0] : undefined;
  const summary = summaryLoad(data.portfolios, positions, data.orders, data.market);
  const currency = portfolio?.currency ?? 'USD';
  const pricesAt = quotes?.[0]?.updatedAt;
  const accountAt = data.accountReadAt;
  const figuresAsOf =
    pricesAt && accountAt ? (
      <AsOf text={format(t.figuresAsOf, { prices: utcTime(pricesAt), account: utcTime(accountAt) })} />
    ) : null;
  const accountAsOf = accountAt ? <AsOf text={format(t.accountAsOf, { time: utcTime(accountAt) })} /> : null;
  /** A tab's content with its "as of" under it, once its data is there. */
  const withAsOf = (content: ReactNode, load: Load<unknown>, asOf: ReactNode) => (
    <>
      {content}
      {load.status === 'ready' ? asOf : null}
    </>
  );

  if (session.status !== 'signed-in') return <SessionPending session={session} loading={t.loading} error={t.error} />;

  return (
    <>
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {format(t.welcome, { name: displayName(session.user) })}
            </h1>
            {/* Its lines are held while the portfolio loads (two on a phone), so the rows below
                do not move when it arrives. */}
            <p className="mt-1 min-h-10 text-sm text-muted sm:min-h-5">
              {portfolio ? `${portfolio.name}${portfolio.simulated ? ` · ${t.simulatedNote}` : ''}` : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a className="btn btn-secondary" href={localizedHref('/account')}>
              {t.account}
            </a>
            <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
              {t.logout}
            </button>
          </div>
        </div>
        <ViewerBanner user={session.user} />
        <VerifyEmailReminder user={session.user} />
        <div>
          <SummaryCards summary={summary} />
          {summary.status === 'ready' ? figuresAsOf : null}
        </div>
        <Tabs
          label={t.tabs.label}
          tabs={[
            {
              value: 'markets',
              label: t.tabs.markets,
              content: <MarketsTab market={data.market} history={data.history} priceFeed={data.priceFeed} />,
            },
            {
              value: 'positions',
              label: t.tabs.positions,
              content: withAsOf(<PositionsTab positions={positions} currency={currency} />, positions, figuresAsOf),
            },
            {
              value: 'orders',
              label: t.tabs.orders,
              content: withAsOf(<OrdersTab orders={data.orders} currency={currency} />, data.orders, accountAsOf),
            },
            {
              value: 'portfolios',
              label: t.tabs.portfolios,
              content: withAsOf(
                <PortfoliosTab
                  portfolios={data.portfolios}
                  // The server's total until the live one can be computed from every position.
                  liveTotal={summary.status === 'ready' ? summary.data.totalValue : Number(portfolio?.totalValue ?? 0)}
                />,
                data.portfolios,
                summary.status === 'ready' ? figuresAsOf : accountAsOf,
              ),
            },
          ]}
        />
      </div>
      <Toaster />
    </>
  );
}
