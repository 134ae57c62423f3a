/**
 * First-party analytics events (docs/product.md#header-and-footer). They carry no
 * personal data: an event name, the page path and a few non-identifying properties.
 */
import { z } from 'zod';
import { text } from './text.ts';

const ANALYTICS_EVENTS = [
  'consent_granted',
  'page_view',
  'sample_download',
  'roi_input_change',
  'data_room_request',
  'deck_download',
  'one_pager_download',
  'press_download',
] as const;

const MAX_PROPERTIES = 20;

const propertyValue = z.union([text().max(200), z.number().finite(), z.boolean()]);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: 'field.analytics.event' }),
  path: text()
    .max(300)
    .regex(/^\/[^\s]*$/, 'field.page.path'),
  properties: z
    .record(text().max(50), propertyValue)
    .refine((value) => Object.keys(value).length <= MAX_PROPERTIES, {
      message: 'field.analytics.properties',
      params: { maximum: MAX_PROPERTIES },
    })
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
