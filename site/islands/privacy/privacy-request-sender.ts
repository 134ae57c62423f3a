/**
 * The send strategy of the privacy request form (docs/privacy.md#requests): one POST to
 * /api/privacy-requests with the address, the kind and the honeypot. The server answers 202
 * for every valid request, whether or not it holds anything on the address, and mails the
 * confirmation link. A refusal gives the API's field messages back to the form, and anything
 * else a toast that says nothing was sent; the typed address stays to try again.
 *
 * @example useForm({ schema: privacyRequestSchema.omit({ website: true, locale: true }), send: privacyRequestSender() })
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { PrivacyRequestKind } from '@alpora/shared/schemas/privacy-requests';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { honeypotValue } from '#site/islands/forms/Honeypot.tsx';
import type { Send } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';

export const PRIVACY_REQUESTS_PATH = '/api/privacy-requests';

/** What the form shows once sent: the address the link went to. */
export interface PrivacyRequestSent {
  email: string;
}

export function privacyRequestSender(): Send<{ email: string; kind: PrivacyRequestKind }, PrivacyRequestSent> {
  return async (data, { form }) => {
    const website = honeypotValue(form);
    try {
      const body = { ...data, locale: documentLocale(), ...(website ? { website } : {}) };
      await apiRequest(PRIVACY_REQUESTS_PATH, { body });
      return { ok: true, done: { email: data.email } };
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      const fields = apiError?.fields ?? {};
      if (Object.keys(fields).length === 0) {
        const t = dictionary().privacyRequest;
        toast({ title: t.failed, description: refusalText(error, t.failedFallback), variant: 'destructive' });
      }
      return { ok: false, fields, fallback: 'editing' };
    }
  };
}
