/**
 * The badge in islands: the classes and marks of `badge-variants.ts`, like `Badge.astro`.
 * Other attributes (data-*) pass through to the element.
 *
 * @example <Badge {...orderLook('pending')}>pending</Badge>
 */
import type { HTMLAttributes } from 'react';
import { BADGE_MARKS, type BadgeMark, type BadgeTone, badgeVariants, markPaint } from './badge-variants.ts';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  mark?: BadgeMark | undefined;
}

export function Badge({ tone, mark, className, children, ...attributes }: BadgeProps) {
  return (
    <span className={badgeVariants({ tone, className })} {...attributes}>
      {mark ? (
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d={BADGE_MARKS[mark]} {...markPaint(mark)} strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      ) : null}
      {children}
    </span>
  );
}
