/**
 * The send strategy of the account-recovery forms (docs/decisions.md §91–§93): post the form's
 * data, hand the answer to `done`, and on failure show a toast and give the API's field
 * messages back to the form. A 404 (a link that is not valid) is reported as `invalid-link`,
 * which the forms show in place of the form.
 *
 * @example useForm({ schema: passwordResetRequestSchema, send: recoverySender('/api/auth/password-reset') })
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { Send } from '#site/islands/forms/use-form.ts';

export type RecoveryDone<Answer> = { kind: 'answered'; answer: Answer } | { kind: 'invalid-link' };

export function recoverySender<Data, Answer>(
  path: string,
  toBody: (data: Data) => unknown = (data) => data,
  failureTitle: string = dictionary().recovery.failed,
): Send<Data, RecoveryDone<Answer>> {
  return async (data) => {
    try {
      const answer = await apiRequest<Answer>(path, { body: toBody(data) });
      return { ok: true, done: { kind: 'answered', answer } };
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error : undefined;
      if (failure?.status === 404) return { ok: true, done: { kind: 'invalid-link' } };
      const apiError = failure?.apiError;
      toast({
        title: failureTitle,
        description: refusalText(error, dictionary().recovery.failedFallback),
        variant: 'destructive',
      });
      return { ok: false, fields: apiError?.fields ?? {}, fallback: 'editing' };
    }
  };
}
