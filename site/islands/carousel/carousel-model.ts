/** What the product tour island receives from the page: serializable slides and labels. */
import type { SlideId } from './slide-timing.ts';

export interface CarouselSlide {
  id: SlideId;
  title: string;
  caption: string;
  alt: string;
  /** Built asset URL and intrinsic size, from the image pipeline. */
  src: string;
  width: number;
  height: number;
}

export interface CarouselLabels {
  label: string;
  previous: string;
  next: string;
  /** With {n} and {title}. */
  goTo: string;
  pause: string;
  play: string;
  /** With {x}, {n} and {title}: 'Slide X of N: title' (docs/product.md#product-tour). */
  announce: string;
  /** With {title}: the button that enlarges the current picture. */
  enlarge: string;
  /** With {title}: the scrollable enlarged picture. */
  zoomed: string;
  zoomHint: string;
  closeZoom: string;
}

/** Fills `{name}` placeholders. @example fill('Slide {x} of {n}', { x: 1, n: 6 }) // 'Slide 1 of 6' */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
