/**
 * /roadmap (Product Roadmap). Each milestone's period is its date (docs/claims.md#dated-content):
 * a milestone still In progress or Planned after its period ended fails the build, naming it,
 * until it is marked Done or moved to the period it now aims at.
 */
import { isPast } from '@alpora/shared/periods';
import { z } from 'astro/zod';
import { type ContentClock, endedOn, periodLabel, systemContentClock } from './dated.ts';

const MILESTONE_STATUSES = ['Done', 'In progress', 'Planned'] as const;

export function roadmapDataAt(clock: ContentClock) {
  return z.object({
    page: z.literal('roadmap'),
    milestones: z
      .array(
        z.object({
          /** When, e.g. "Q4 2025", "H1 2027" or "%DESIGN_PARTNER_COHORT%"; the build reads its last day from it. */
          period: periodLabel(),
          /** Name of the milestone. */
          title: z.string().min(1).max(80),
          /** Done, In progress or Planned. */
          status: z.enum(MILESTONE_STATUSES),
          /** What it delivers. */
          items: z.array(z.string().min(1).max(200)).min(1).max(8),
        }),
      )
      .min(1)
      .superRefine((milestones, ctx) => {
        const now = clock();
        for (const [index, milestone] of milestones.entries()) {
          if (milestone.status === 'Done' || !isPast(milestone.period.ends, now)) continue;
          ctx.addIssue({
            code: 'custom',
            path: [index, 'status'],
            message:
              `content/en/page-data/roadmap.yaml: "${milestone.title}" is still "${milestone.status}" but ` +
              `${endedOn(milestone.period)}. Mark it Done, or move it to the period it now aims at.`,
          });
        }
      }),
    /** Note under the timeline: plans can change. */
    note: z.string().min(1),
  });
}

export const roadmapData = roadmapDataAt(systemContentClock);
