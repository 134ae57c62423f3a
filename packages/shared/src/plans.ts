/** The plan identifiers (docs/product.md#pricing); the plan sign-up modal stores one as selectedPlan. */
export const PLAN_IDS = ['pro', 'desk-plus', 'enterprise'] as const;
type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
