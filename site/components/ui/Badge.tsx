/**
 * A small status label. Variants follow the order status display (docs/product.md#dashboard): `default` (filled),
 * `secondary` (pending), `destructive` (anything else); the text always names the status, so
 * colour is never the only cue.
 *
 * @example <Badge variant="secondary">pending</Badge>
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

const badge = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', {
  variants: {
    variant: {
      default: 'border-transparent bg-ink text-white',
      secondary: 'border-transparent bg-wash text-ink ring-1 ring-line',
      destructive: 'border-transparent bg-negative text-white',
      outline: 'border-line text-ink',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface BadgeProps extends VariantProps<typeof badge> {
  children: ReactNode;
  className?: string;
}

export function Badge({ variant, className, children }: BadgeProps) {
  return <span className={badge({ variant, className })}>{children}</span>;
}
