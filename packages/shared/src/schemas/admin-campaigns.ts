/**
 * The campaign report of /admin#campaigns (docs/back-office.md#campaign-report): per campaign
 * (utm source, medium and campaign; null for none, i.e. direct traffic), the page views of
 * visitors who accepted analytics, the leads, the confirmed and the won ones, with their rates,
 * over a range of UTC days, both days included.
 *
 * @example const report = campaignReportSchema.parse(await apiRequest('/api/admin/campaigns?from=2026-11-01&to=2026-11-30'));
 */
import { z } from 'zod';
import { text } from './text.ts';

/** The longest range one report covers, in days: a year, leap day included. */
export const CAMPAIGN_REPORT_MAX_DAYS = 366;
/** The range a report covers when none is asked: the last 30 days, today included. */
export const CAMPAIGN_REPORT_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when YYYY-MM-DD names a day that exists (no 2026-02-30, no 2026-13-01). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar day as YYYY-MM-DD that exists. */
const DAY_MESSAGES = {
  start: {
    text: 'field.admin.startDateText',
    format: 'field.admin.startDateFormat',
    invalid: 'field.admin.startDateInvalid',
  },
  end: { text: 'field.admin.endDateText', format: 'field.admin.endDateFormat', invalid: 'field.admin.endDateInvalid' },
} as const;

function day(name: keyof typeof DAY_MESSAGES) {
  const messages = DAY_MESSAGES[name];
  return text(messages.text)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.format)
    .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value), {
      message: messages.invalid,
    })
    .optional()
    .describe(`The ${name} day of the range (UTC, included)`);
}

/** Whole days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const campaignReportQuerySchema = z.object({ from: day('start'), to: day('end') }).superRefine((query, ctx) => {
  if (!query.from || !query.to) return;
  const days = daysInRange(query.from, query.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'field.admin.endBeforeStart' });
  else if (days > CAMPAIGN_REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'field.admin.reportTooLong',
      params: { days: CAMPAIGN_REPORT_MAX_DAYS },
    });
});
export type CampaignReportQuery = z.infer<typeof campaignReportQuerySchema>;

/** Counts and rates of one campaign, or of all of them. A rate is null when its base is zero. */
const figures = {
  /** Page views of visitors who accepted analytics (only they send events). */
  views: z.number().int().nonnegative(),
  /** Leads first sent in the range, spam left out. */
  leads: z.number().int().nonnegative(),
  /** Of those leads, the ones whose address was confirmed by a double opt-in link. */
  confirmed: z.number().int().nonnegative(),
  /** Of those leads, the ones whose status is won. */
  won: z.number().int().nonnegative(),
  /** leads / views; above 1 when visitors who declined analytics sent forms. */
  leadRate: z.number().nonnegative().nullable(),
  /** confirmed / leads. */
  confirmedRate: z.number().nonnegative().nullable(),
  /** won / leads. */
  wonRate: z.number().nonnegative().nullable(),
};

export const campaignRowSchema = z.object({
  /** utm_source, utm_medium, utm_campaign; null where the visit or lead had none. */
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  ...figures,
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignTotalsSchema = z.object(figures);
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;

export const campaignReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Most leads first, then most views. */
  rows: z.array(campaignRowSchema),
  total: campaignTotalsSchema,
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;
