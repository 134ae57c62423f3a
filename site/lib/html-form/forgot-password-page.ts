/**
 * The script of /forgot-password (docs/decisions.md §92, §350): the shared schema checks the
 * address, the form posts it, and the one answer for every address, known or not, takes the
 * form's place with focus on its heading, so a screen reader reads it at once (as the islands'
 * `RecoveryNotice` does). A failure shows a destructive toast and the API's field messages.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { passwordResetRequestSchema } from '@alpora/shared/schemas/account-recovery';
import { formPage } from './form-page.ts';
import { enhanceForm } from './html-form.ts';
import { refusalSentence } from './refusal.ts';

interface ForgotTexts {
  failed: string;
  failedFallback: string;
}

export function startForgotPasswordPage(): void {
  const { form, texts, toaster } = formPage<ForgotTexts>('forgot-password');
  const answer = document.querySelector<HTMLElement>('[data-forgot-sent]');
  enhanceForm(form, {
    schema: passwordResetRequestSchema,
    send: async (data) => {
      try {
        await apiRequest('/api/auth/password-reset', { body: data });
        return { ok: true, done: undefined };
      } catch (error) {
        const description = await refusalSentence(error, texts.failedFallback);
        toaster.show({ title: texts.failed, description, variant: 'destructive' });
        return { ok: false, fields: (error instanceof ApiRequestError ? error.apiError?.fields : undefined) ?? {} };
      }
    },
    onDone: () => {
      if (!answer) return;
      form.hidden = true;
      answer.hidden = false;
      answer.querySelector<HTMLElement>('h2')?.focus();
    },
  });
}
