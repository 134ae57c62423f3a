/**
 * A gain or loss: explicit sign, an arrow, a word for screen readers, and colour last, so
 * colour is never the only cue (WCAG 1.4.1; docs/product.md#brand).
 *
 * @example <SignedValue value={-12.5} text="−$ 12.50" />
 */

import { dictionary } from '#site/i18n/index.ts';
import { direction } from '#site/i18n/intl.ts';

const tone = { up: 'text-positive', down: 'text-negative', flat: 'text-ink' } as const;
const arrow = { up: '▲', down: '▼', flat: '' } as const;

interface SignedValueProps {
  value: number;
  text: string;
  /** 'change' reads "up/down", 'pnl' reads "gain/loss". */
  kind?: 'change' | 'pnl';
  className?: string;
}

export function SignedValue({ value, text, kind = 'pnl', className = '' }: SignedValueProps) {
  const t = dictionary().dashboard;
  const dir = direction(value);
  const word = dir === 'flat' ? '' : kind === 'change' ? t[dir] : dir === 'up' ? t.gain : t.loss;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap font-medium tabular-nums ${tone[dir]} ${className}`}
    >
      {arrow[dir] ? (
        <span aria-hidden="true" className="text-[0.7em]">
          {arrow[dir]}
        </span>
      ) : null}
      <span>{text}</span>
      {word ? <span className="sr-only">({word})</span> : null}
    </span>
  );
}
