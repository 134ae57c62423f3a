/**
 * The token of an emailed link (an invitation, an account set-up) and what the API says it opens.
 * The token is read after hydration, since the server-rendered page cannot know the query string.
 * A missing, used, expired or withdrawn link is `invalid`; so is one the API answers 404 for
 * when the form is sent (`refused`, which also toasts the API's sentence and hands the field
 * errors back to the form).
 *
 * @example const link = useLinkLookup<Invitation>('/api/viewers/invitation');
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { useEffect, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { SendOutcome } from '#site/islands/forms/use-form.ts';
import { linkToken } from '#site/lib/email-confirm.ts';

export type LinkLookup<T> = { status: 'loading' } | { status: 'ready'; found: T } | { status: 'invalid' };

export interface Link<T> {
  /** Undefined before hydration, null when the page's address has none. */
  token: string | null | undefined;
  lookup: LinkLookup<T>;
  /** What the form's `send` answers for a refused request, titled as the page says it failed. */
  refused: (error: unknown, title: string) => SendOutcome<undefined>;
}

export function useLinkLookup<T>(path: string): Link<T> {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [lookup, setLookup] = useState<LinkLookup<T>>({ status: 'loading' });
  useEffect(() => {
    const found = linkToken(window.location.search);
    setToken(found);
    if (!found) {
      setLookup({ status: 'invalid' });
      return;
    }
    apiRequest<T>(path, { body: { token: found } })
      .then((answer) => setLookup({ status: 'ready', found: answer }))
      .catch(() => setLookup({ status: 'invalid' }));
  }, [path]);
  const refused = (error: unknown, title: string): SendOutcome<undefined> => {
    const failure = error instanceof ApiRequestError ? error : undefined;
    if (failure?.status === 404) setLookup({ status: 'invalid' });
    toast({ title, description: refusalText(error, String(error)), variant: 'destructive' });
    return { ok: false, fields: failure?.apiError?.fields ?? {}, fallback: 'editing' };
  };
  return { token, lookup, refused };
}
