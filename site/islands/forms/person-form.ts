/**
 * The person fields of the waitlist and plan sign-up (docs/product.md#leads, waitlist form: firstName,
 * lastName, email, persona, companyName) and how they become the waitlist payload.
 */
import { field, PERSONAS } from '@alpora/shared/schemas/leads';
import { z } from 'zod';
import { dictionary } from '../../i18n/index.ts';

/** First and last name, work email and persona required; company optional; trimmed. */
export const personFormSchema = z.object({
  firstName: field.firstName,
  lastName: field.lastName,
  email: field.workEmail,
  persona: field.persona,
  companyName: field.company,
});

export const personInitial = { firstName: '', lastName: '', email: '', persona: '', companyName: '' };

/** Server field names of the payload that differ from the form's. */
export const personFieldOf = { interest: 'persona', company: 'companyName' } as const;

export function personPayload(data: z.output<typeof personFormSchema>) {
  return {
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    name: `${data.firstName} ${data.lastName}`,
    company: data.companyName,
    interest: data.persona,
  };
}

export function personaOptions() {
  const labels = dictionary().leads.options.persona;
  return PERSONAS.map((value) => ({ value, label: labels[value] }));
}
