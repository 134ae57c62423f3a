/**
 * The one badge of the site: a short state written out in text with a mark beside it, so colour
 * is never the only cue (docs/decisions.md §22). `Badge.astro` renders it on static pages and
 * `Badge.tsx` in islands; both only apply these classes and draw these marks. Every tone keeps
 * its text above 4.5:1 against its own background.
 */
import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-semibold',
  {
    variants: {
      tone: {
        positive: 'border-green-700/30 bg-green-50 text-green-800',
        caution: 'border-amber-600/40 bg-amber-50 text-amber-900',
        negative: 'border-red-700/30 bg-red-50 text-red-800',
        neutral: 'border-ink/15 bg-wash text-ink',
        muted: 'border-gray-300 bg-gray-100 text-gray-700',
        /** Filled, for a state that needs weight but no judgement. */
        solid: 'border-transparent bg-ink text-white',
        /** Filled red, for a state that went wrong. */
        alert: 'border-transparent bg-negative text-white',
        outline: 'border-line bg-white text-ink',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

/** 12 x 12 marks drawn in the text's colour: stroked paths, or a filled dot. */
export const BADGE_MARKS = {
  check: 'M2.5 6.5 5 9l4.5-6',
  cross: 'M3 3l6 6M9 3 3 9',
  dash: 'M2 6h8',
  'short-dash': 'M2 6h4',
  wave: 'M1.5 7c1.5-3 3-3 4.5 0s3 3 4.5 0',
  build: 'M2 10 7 5M6.5 2.5l3 3',
  ring: 'M6 1.8a4.2 4.2 0 1 1 0 8.4 4.2 4.2 0 1 1 0-8.4',
  dot: 'M6 2a4 4 0 1 1 0 8 4 4 0 1 1 0-8',
} as const;

export type BadgeMark = keyof typeof BADGE_MARKS;

/** What a state looks like as a badge; spread into `<Badge>`. */
export interface BadgeLook {
  tone: BadgeTone;
  mark?: BadgeMark;
}

/** The dot is filled; every other mark is a line. */
export function markPaint(mark: BadgeMark): { fill: string; stroke: string } {
  return mark === 'dot' ? { fill: 'currentColor', stroke: 'none' } : { fill: 'none', stroke: 'currentColor' };
}
