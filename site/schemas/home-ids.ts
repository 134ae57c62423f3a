/**
 * The fixed ids home content may use: the product tour's slides and the feature pictograms.
 * Plain constants, no zod, so the carousel island and the icon drawing import them without
 * shipping a schema to the browser.
 */

/** The six slides of the product tour (docs/product.md#product-tour), in order. */
export const SLIDE_IDS = [
  'overview',
  'venues',
  'backtesting',
  'analytics-performance',
  'analytics-operational',
  'analytics-risk',
] as const;
export type SlideId = (typeof SLIDE_IDS)[number];

/** The pictograms a feature card can show (content/en/home/features.yaml `icon`). */
export const FEATURE_ICONS = ['route', 'shield', 'log', 'key', 'api', 'news', 'bolt', 'lock', 'layers'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];
