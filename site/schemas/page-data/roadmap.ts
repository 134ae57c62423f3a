/** /roadmap (Product Roadmap). */
import { z } from 'astro/zod';

const MILESTONE_STATUSES = ['Done', 'In progress', 'Planned'] as const;

export const roadmapData = z.object({
  page: z.literal('roadmap'),
  milestones: z
    .array(
      z.object({
        /** When, e.g. "Q4 2025". */
        period: z.string().min(1).max(20),
        /** Name of the milestone. */
        title: z.string().min(1).max(80),
        /** Done, In progress or Planned. */
        status: z.enum(MILESTONE_STATUSES),
        /** What it delivers. */
        items: z.array(z.string().min(1).max(200)).min(1).max(8),
      }),
    )
    .min(1),
  /** Note under the timeline: plans can change. */
  note: z.string().min(1),
});
