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
  /** With {x}, {n} and {title}: the announcement 'Slide X of N: title'. */
  announce: string;
  /** With {title}: the button that enlarges the current picture. */
  enlarge: string;
  /** With {title}: the scrollable enlarged picture. */
  zoomed: string;
  zoomHint: string;
  closeZoom: string;
}

/** Fills `{name}` placeholders: the dictionary's one template function. */
export { format as fill } from '#site/i18n/format.ts';
