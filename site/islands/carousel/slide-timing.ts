/**
 * How long each product-tour slide stays on screen (docs/product.md#product-tour): overview 6000 ms on the
 * first lap and 8000 ms after, venues 6000 ms, every other slide 8000 ms; slides fade in
 * 600 ms. Pure, so unit tests pin the numbers the island uses.
 */
import type { SlideId } from '#site/schemas/home-ids.ts';

export type { SlideId };

/** The cross-fade between two slides. */
export const FADE_MS = 600;

/** A horizontal swipe shorter than this is ignored. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Milliseconds slide `id` stays before the carousel advances. `lap` counts how often the
 * carousel has come back to the first slide: 0 while the visitor sees the tour the first time.
 *
 * @example slideDuration('overview', 0) // 6000
 */
export function slideDuration(id: SlideId, lap: number): number {
  if (id === 'overview') return lap === 0 ? 6000 : 8000;
  if (id === 'venues') return 6000;
  return 8000;
}

/** The index `step` slides away from `index`, looping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
