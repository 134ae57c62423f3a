/**
 * The send strategy of the two-factor forms on /account: post the form's body, hand the answer
 * on, and on failure show the API's message in a toast when no field of the form is named.
 *
 * @example useForm({ schema, send: twoFactorSender('/api/auth/totp/setup', (data) => data, onReady) })
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { Send } from '#site/islands/forms/use-form.ts';

export function twoFactorSender<Data, Answer>(
  path: string,
  toBody: (data: Data) => unknown,
  onAnswer: (answer: Answer) => void,
  fieldNames: readonly string[] = [],
): Send<Data, undefined> {
  return async (data) => {
    try {
      onAnswer(await apiRequest<Answer>(path, { method: 'POST', body: toBody(data) }));
      return { ok: true, done: undefined };
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      const fields = apiError?.fields ?? {};
      if (!fieldNames.some((name) => name in fields)) {
        const t = dictionary().twoFactor;
        toast({ title: t.failed, description: refusalText(error, t.failedFallback), variant: 'destructive' });
      }
      return { ok: false, fields, fallback: 'editing' };
    }
  };
}
