/**
 * The person fields of the waitlist and the plan sign-up (docs/product.md#leads): first and
 * last name, work email and persona required, company optional. The schema is the waitlist
 * lead's, without the meta, the joined name, the plan (the plan sign-up keeps its plan) and the
 * product updates box (each form adds it, ./updates-choice.ts).
 */
import { waitlistLeadSchema } from '@alpora/shared/schemas/leads';
import { LEAD_META, UPDATES_META } from './lead-form-schema.ts';

export const personFormSchema = waitlistLeadSchema.omit({
  ...LEAD_META,
  ...UPDATES_META,
  name: true,
  selectedPlan: true,
  updates: true,
});

/** The lead's `name`: first and last name joined (the server joins them again itself). */
export function joinedName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
