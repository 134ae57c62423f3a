/**
 * /invitation?token=… (docs/back-office.md#roles): says who invited which address, then opens
 * the viewer account with a username and password of the invitee's choice and signs it in on
 * the dashboard, read-only. A link that is incomplete, used, expired or withdrawn shows why in
 * place of the form.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { type Invitation, joinRequestSchema } from '@alpora/shared/schemas/viewers';
import { useEffect, useState } from 'react';
import { Toaster, toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { AuthField } from '#site/islands/auth/AuthField.tsx';
import { completeSignIn } from '#site/islands/auth/auth-sender.ts';
import { RecoveryNotice } from '#site/islands/auth/RecoveryNotice.tsx';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { linkToken } from '#site/lib/email-confirm.ts';

const formSchema = joinRequestSchema.pick({ username: true, password: true });

type Lookup = { status: 'loading' } | { status: 'ready'; invitation: Invitation } | { status: 'invalid' };

export default function AcceptInvitation() {
  const t = dictionary().viewers;
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  useEffect(() => {
    // Read after hydration: the server-rendered page cannot know the query string.
    const found = linkToken(window.location.search);
    setToken(found);
    if (!found) {
      setLookup({ status: 'invalid' });
      return;
    }
    apiRequest<Invitation>('/api/viewers/invitation', { body: { token: found } })
      .then((invitation) => setLookup({ status: 'ready', invitation }))
      .catch(() => setLookup({ status: 'invalid' }));
  }, []);
  const form = useForm({
    schema: formSchema,
    send: async (data) => {
      try {
        const answer = await apiRequest<AuthResponse>('/api/viewers/join', { body: { ...data, token } });
        completeSignIn(answer, { title: dictionary().account.success, description: dictionary().account.registered });
        return { ok: true, done: undefined };
      } catch (error) {
        const failure = error instanceof ApiRequestError ? error : undefined;
        if (failure?.status === 404) setLookup({ status: 'invalid' });
        toast({
          title: t.joinFailed,
          description: failure?.apiError?.message ?? String(error),
          variant: 'destructive',
        });
        return { ok: false, fields: failure?.apiError?.fields ?? {}, fallback: 'editing' };
      }
    },
  });

  if (lookup.status === 'invalid') {
    return (
      <RecoveryNotice
        tone="problem"
        title={dictionary().recovery.linkProblemTitle}
        text={t.invitationProblem}
        link={{ href: '/', label: t.toHome }}
        takeFocus={token !== null}
      />
    );
  }
  return (
    <>
      {lookup.status === 'ready' ? (
        <p className="mb-5 rounded-md border border-line border-l-4 border-l-brand bg-wash p-4 text-sm text-ink">
          {format(t.invitationFrom, {
            name: lookup.invitation.clientName,
            email: lookup.invitation.clientEmail,
            invitee: lookup.invitation.email,
          })}
        </p>
      ) : (
        <p role="status" className="mb-5 text-sm text-muted">
          {t.invitationLoading}
        </p>
      )}
      <FormFrame form={form} ready={lookup.status === 'ready'}>
        <AuthField {...form.field('username')} label={t.username} autoComplete="username" />
        <AuthField
          {...form.field('password')}
          label={t.password}
          type="password"
          autoComplete="new-password"
          hint={dictionary().account.passwordHint}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.joining : t.join}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
