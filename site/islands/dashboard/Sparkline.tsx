/**
 * A small line chart of a price history as inline SVG (docs/decisions.md: sparklines). Its
 * text alternative names the range, so the chart is not the only way to read the move.
 */
import { direction } from '#site/i18n/intl.ts';

interface SparklineProps {
  prices: readonly number[];
  label: string;
  width?: number;
  height?: number;
}

const stroke = { up: 'var(--color-positive)', down: 'var(--color-negative)', flat: 'var(--color-muted)' } as const;

export function Sparkline({ prices, label, width = 240, height = 56 }: SparklineProps) {
  // Until the history arrives the chart's place is kept, so the card does not grow under the reader.
  if (prices.length < 2) return <div aria-hidden="true" className="h-14" />;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const pad = 3;
  const points = prices
    .map((price, i) => {
      const x = (i / (prices.length - 1)) * width;
      const y = pad + (1 - (price - min) / span) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const move = direction((prices.at(-1) ?? 0) - (prices[0] ?? 0));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-14 w-full"
    >
      <polyline points={points} fill="none" stroke={stroke[move]} strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
