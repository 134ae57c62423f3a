/**
 * The field errors of a refused request, keyed as the form names its fields, or a message for
 * the whole form: what the incident forms show beside their fields.
 *
 * @example const { fields, message } = refusalOf(error);
 */
import { ApiRequestError } from '@alpora/shared/api-client';

export interface Refusal {
  fields: Record<string, string>;
  message: string | undefined;
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiRequestError))
    return { fields: {}, message: 'The request did not reach the server. Try again.' };
  const body = error.apiError;
  const fields: Record<string, string> = {};
  // services.0 is the first service: the form shows it on its services group.
  for (const [name, text] of Object.entries(body?.fields ?? {})) fields[name.split('.')[0] ?? name] ??= text;
  return { fields, message: Object.keys(fields).length > 0 ? undefined : (body?.message ?? error.message) };
}
