/**
 * Schemas of the status page's data (docs/product.md#status-page,
 * status page and footer badge are measured, docs/decisions.md §8).
 */
import { z } from 'zod';

/** Operational, degraded, down; anything else is shown as unknown (grey). */
const SERVICE_STATUSES = ['operational', 'degraded', 'down', 'unknown'] as const;
const serviceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** The services the page shows, in the order of docs/product.md#status-page. */
export const SERVICE_IDS = ['app', 'api', 'orchestrator', 'market'] as const;
const serviceIdSchema = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof serviceIdSchema>;

/** A day of the 30-day strip; a day without checks is 'no_data', never invented. */
const dayStatusSchema = z.enum(['operational', 'degraded', 'down', 'no_data']);
export type DayStatus = z.infer<typeof dayStatusSchema>;

/**
 * A span of time nobody was checking some services (docs/decisions.md §264): ISO times, `to`
 * exclusive, and the services unwatched then.
 */
const unmonitoredSchema = z.object({ from: z.string(), to: z.string(), services: z.array(serviceIdSchema) });
export type UnmonitoredPeriod = z.infer<typeof unmonitoredSchema>;

const statusDaySchema = z.object({
  /** UTC date, YYYY-MM-DD. */
  date: z.string(),
  /** From the checks' verdicts: any down is an outage; no check at all is no data. */
  status: dayStatusSchema,
  /** Percent of the monitored time judged up (operational or degraded); null without monitored time. */
  availability: z.number().nullable(),
  checks: z.number().int(),
  /** Percent of the day (today: so far) the services were checked, each weighing alike; null for a day that has not begun. */
  coverage: z.number().nullable(),
  /** The day's time any of the services was unwatched, naming which, oldest first. */
  unmonitored: z.array(unmonitoredSchema),
});
export type StatusDay = z.infer<typeof statusDaySchema>;

const serviceReportSchema = z.object({
  id: serviceIdSchema,
  name: z.string(),
  description: z.string(),
  /** False when nothing is configured to check it: the page says "Not monitored". */
  monitored: z.boolean(),
  status: serviceStatusSchema,
  /** ISO time of the last check, null before the first one. */
  lastCheck: z.string().nullable(),
  latencyMs: z.number().nullable(),
  /** Percent of its monitored time over 30 days judged up; null without monitored time. */
  uptime30d: z.number().nullable(),
  /** Percent of the 30 days someone was checking this service; null when not monitored. */
  coverage30d: z.number().nullable(),
  days: z.array(statusDaySchema),
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;

export const INCIDENT_STATES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
const incidentStateSchema = z.enum(INCIDENT_STATES);
export type IncidentState = z.infer<typeof incidentStateSchema>;

export const INCIDENT_IMPACTS = ['minor', 'major', 'critical'] as const;
const incidentImpactSchema = z.enum(INCIDENT_IMPACTS);
export type IncidentImpact = z.infer<typeof incidentImpactSchema>;

const incidentUpdateSchema = z.object({
  status: incidentStateSchema,
  message: z.string(),
  createdAt: z.string(),
});

const incidentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: incidentStateSchema,
  impact: incidentImpactSchema,
  services: z.array(serviceIdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Newest first. */
  updates: z.array(incidentUpdateSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

/** The banner (docs/product.md#status-page): All Systems Operational, Service Disruption, Some Systems Degraded. */
const overallStatusSchema = z.enum(['operational', 'disruption', 'degraded']);
export type OverallStatus = z.infer<typeof overallStatusSchema>;

export const statusResponseSchema = z.object({
  overall: overallStatusSchema,
  /** ISO time of the newest check of any service; null before the first check. */
  lastUpdated: z.string().nullable(),
  services: z.array(serviceReportSchema),
  /** All monitored services together, day by day, oldest first. */
  days: z.array(statusDaySchema),
  /** The 30 days' time any monitored service was unwatched, naming which, newest first (at most 50). */
  unmonitored: z.array(unmonitoredSchema),
  /** Unresolved incidents, newest first. */
  incidents: z.array(incidentSchema),
  /** What the tiles measure next to their targets. */
  metrics: z.object({
    /** Monitored time judged up over monitored time, all monitored services together. */
    uptime30d: z.number().nullable(),
    /** Each monitored service's monitored time summed, over (monitored services × the 30 days). */
    coverage30d: z.number().nullable(),
    /** When the outside probe last posted an observation inside the 30 days; null when none did. */
    probe: z.object({ lastSeen: z.string() }).nullable(),
    averageResponseMs: z.number().nullable(),
    criticalIncidents30d: z.number().int(),
    checkIntervalSeconds: z.number(),
  }),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/**
 * The footer badge's answer (docs/product.md#header-and-footer, docs/decisions.md §340): the App's
 * and the API's current statuses, each as its card on the status page reads it, and nothing else.
 */
export const statusSummarySchema = z.object({ app: serviceStatusSchema, api: serviceStatusSchema });
export type StatusSummary = z.infer<typeof statusSummarySchema>;
