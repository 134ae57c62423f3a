/**
 * Markets (docs/product.md#dashboard: symbol, price, 24 h change, 24 h volume), one card per
 * symbol with its last 24 hours as a sparkline; pushed live, else refreshed every 30 s, and
 * under them the tick they are as of and which of the two it is. Above the cards, the
 * source the API names for the prices: simulated prices say so before anyone reads a figure
 * (docs/claims.md#simulated-market-data).
 */
import { demoMarket } from '@alpora/shared/demo/demo-markets';
import type { MarketDataItem, PriceHistory } from '@alpora/shared/schemas/trading';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatCompactMoney, formatPrice, formatSignedPercent } from '#site/i18n/intl.ts';
import { AsOf, utcTime } from './AsOf.tsx';
import { LoadState } from './DataTable.tsx';
import { SignedValue } from './SignedValue.tsx';
import { Sparkline } from './Sparkline.tsx';
import type { Load, PriceFeed } from './use-trading-data.ts';

function MarketCard({ item, history }: { item: MarketDataItem; history: PriceHistory | undefined }) {
  const t = dictionary().dashboard;
  const prices = history?.points.map((point) => point.price) ?? [];
  const name = demoMarket(item.symbol)?.name;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm" data-symbol={item.symbol}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-semibold text-ink">
          {item.symbol}
          {name ? <span className="ml-2 text-sm font-normal text-muted">{name}</span> : null}
        </h2>
        <SignedValue
          value={item.change24h}
          text={formatSignedPercent(item.change24h)}
          kind="change"
          className="text-sm"
        />
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums" data-testid="market-price">
        {formatPrice(item.price, 'USD')}
      </p>
      <Sparkline
        prices={prices}
        label={format(t.chartLabel, {
          symbol: item.symbol,
          from: formatPrice(prices[0] ?? item.price, 'USD'),
          to: formatPrice(item.price, 'USD'),
        })}
      />
      <p className="mt-1 text-xs text-muted">
        {t.columns.volume24h}:{' '}
        <span className="tabular-nums text-ink">{formatCompactMoney(item.volume24h, 'USD')}</span>
      </p>
    </li>
  );
}

/** The source of the prices, in words; a simulated feed is marked as such. */
function PriceSource({ source }: { source: MarketDataItem['source'] }) {
  const t = dictionary().dashboard;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink/80" data-testid="price-source">
      {source.kind === 'simulated' ? (
        <span className="rounded-full border border-amber-600/40 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t.simulatedPrices}
        </span>
      ) : null}
      <span>{source.note}</span>
    </p>
  );
}

export function MarketsTab({
  market,
  history,
  priceFeed,
}: {
  market: Load<MarketDataItem[]>;
  history: Load<PriceHistory[]>;
  priceFeed: PriceFeed;
}) {
  const t = dictionary().dashboard;
  const series = history.status === 'ready' ? history.data : [];
  const updated = market.status === 'ready' ? market.data[0]?.updatedAt : undefined;
  return (
    <LoadState
      load={market}
      ready={(items) => (
        <>
          {items[0] ? <PriceSource source={items[0].source} /> : null}
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <MarketCard key={item.symbol} item={item} history={series.find((s) => s.symbol === item.symbol)} />
            ))}
          </ul>
          {updated ? (
            <AsOf
              text={format(priceFeed === 'live' ? t.pricesAsOfLive : t.pricesAsOfPolled, { time: utcTime(updated) })}
            />
          ) : null}
        </>
      )}
    />
  );
}
