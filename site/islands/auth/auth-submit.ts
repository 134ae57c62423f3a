/**
 * What login and register share (docs/product.md#accounts): validate with the shared schema, post, store
 * the token (localStorage `token`), and go to a safe `next` path or the dashboard
 * (docs/decisions.md §12). Failures come back as a toast text plus field messages.
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { safeNextPath } from '@alpora/shared/safe-next';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type SubmitOutcome = { ok: true } | { ok: false; message: string | undefined; fields: FieldErrors };

/** First message per field of a failed parse. */
export function schemaErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/** Focuses the first field with a message, in form order, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  // After the render that marks the fields invalid, as the lead forms do.
  requestAnimationFrame(() => {
    const control = Array.from(form?.elements ?? []).find(
      (element) => element instanceof HTMLInputElement && errors[element.name],
    );
    if (control instanceof HTMLElement) control.focus();
  });
}

export function nextPath(search: string = window.location.search): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

export async function submitAuth(
  path: '/api/auth/login' | '/api/auth/register',
  body: unknown,
): Promise<SubmitOutcome> {
  try {
    const answer = await apiRequest<AuthResponse>(path, { body });
    writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
    return { ok: true };
  } catch (error) {
    const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
    return { ok: false, message: apiError?.message, fields: apiError?.fields ?? {} };
  }
}

export function goNext(): void {
  window.location.assign(nextPath());
}
