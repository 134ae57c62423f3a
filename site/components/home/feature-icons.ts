/**
 * How the feature pictograms (site/schemas/home-ids.ts) are drawn: simple 24 x 24 stroke
 * paths, so no icon library ships to the page.
 */
import type { FeatureIcon } from '#site/schemas/home-ids.ts';

/** SVG path data per icon, drawn with stroke="currentColor". */
export const FEATURE_ICON_PATHS: Record<FeatureIcon, string> = {
  route: 'M5 6a2 2 0 1 0 0-.01M19 18a2 2 0 1 0 0-.01M7 6h6a4 4 0 0 1 0 8H11a4 4 0 0 0 0 8h6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM9 12l2 2 4-4',
  log: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  key: 'M14 10a4 4 0 1 1-.01 0M11.2 12.8 4 20M7 17l2 2M5 19l2 2',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5M8 16h3',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  layers: 'M12 3 3 8l9 5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
};
