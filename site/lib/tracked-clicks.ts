/**
 * The clicks of the information pages' downloads and alerts (docs/product.md#information-pages):
 * a link marked `data-track` (site/components/pages/TrackedLink.astro) sends its analytics event,
 * a button marked `data-alert` (site/components/pages/AlertButton.astro) sends its event and
 * shows its alert. One listener each for the whole document, part of the layout's page script:
 * a script file of their own cost the pages that have them a request and its headers
 * (docs/decisions.md §342). track() sends nothing without consent.
 */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import { track } from './analytics.ts';

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const button = target.closest<HTMLButtonElement>('button[data-alert]');
  if (button) {
    const name = button.dataset.track as AnalyticsEvent['name'];
    track(name, button.dataset.item ? { item: button.dataset.item } : undefined);
    window.alert(button.dataset.alert);
    return;
  }
  const link = target.closest<HTMLAnchorElement>('a[data-track]');
  if (link) track(link.dataset.track as AnalyticsEvent['name'], { item: link.dataset.item ?? '' });
});
