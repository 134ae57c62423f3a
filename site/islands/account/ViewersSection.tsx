/**
 * The Viewers section of /account (docs/back-office.md#roles), for a client only: invite an
 * advisor or auditor by email, see who reads the dashboard and which invitations wait, and
 * remove either. Removing a viewer deletes its account and signs it out at once.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { type Viewer, type ViewerList, viewerInvitationRequestSchema } from '@alpora/shared/schemas/viewers';
import { useState } from 'react';
import { Badge } from '#site/components/ui/Badge.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatDateTime } from '#site/i18n/intl.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { useAccountData } from './use-account-data.ts';

function failureMessage(error: unknown): { message: string; fields: Record<string, string> } {
  const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
  return { message: refusalText(error, String(error)), fields: apiError?.fields ?? {} };
}

function ViewerItem({ viewer, onRemove }: { viewer: Viewer; onRemove: (viewer: Viewer) => void }) {
  const t = dictionary().viewers;
  const pending = viewer.status === 'pending';
  const detail = pending
    ? format(t.pendingDetail, { invited: formatDateTime(viewer.invitedAt), expires: formatDateTime(viewer.expiresAt) })
    : format(t.activeDetail, { username: viewer.username ?? '', joined: formatDateTime(viewer.joinedAt ?? '') });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium text-ink">{viewer.email}</span>
          <Badge tone={pending ? 'caution' : 'positive'} mark={pending ? 'dash' : 'check'}>
            {pending ? t.pending : t.active}
          </Badge>
        </div>
        <span className="text-sm text-muted">{detail}</span>
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={format(pending ? t.withdrawLabel : t.removeLabel, { email: viewer.email })}
        onClick={() => onRemove(viewer)}
      >
        {t.remove}
      </button>
    </li>
  );
}

/** The invitation form; the section mounts a fresh one after each invitation sent. */
function InviteForm({ limit, onInvited }: { limit: number | undefined; onInvited: () => void }) {
  const t = dictionary().viewers;
  const form = useForm({
    schema: viewerInvitationRequestSchema,
    send: async (data) => {
      try {
        await apiRequest('/api/viewers/invitations', { body: data });
        toast({ title: t.invited, description: format(t.invitedDetail, { email: data.email }) });
        onInvited();
        return { ok: true, done: undefined };
      } catch (error) {
        const { message, fields } = failureMessage(error);
        toast({ title: t.inviteFailed, description: message, variant: 'destructive' });
        return { ok: false, fields, fallback: 'editing' };
      }
    },
  });
  return (
    <FormFrame form={form} className="mt-4 grid gap-3 sm:max-w-md">
      <TextField {...form.field('email')} label={t.email} type="email" autoComplete="off" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
          {form.busy ? t.inviting : t.invite}
        </button>
        {limit === undefined ? null : <span className="text-sm text-muted">{format(t.limit, { limit })}</span>}
      </div>
    </FormFrame>
  );
}

export function ViewersSection({ user }: SectionProps) {
  const t = dictionary().viewers;
  const { state, reload } = useAccountData<ViewerList>('/api/viewers');
  const [removing, setRemoving] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  const remove = async (viewer: Viewer) => {
    setRemoving(viewer.id);
    try {
      await apiRequest(`/api/viewers/${viewer.id}`, { method: 'DELETE' });
      toast({ title: t.removed, description: format(t.removedDetail, { email: viewer.email }) });
    } catch (error) {
      toast({ title: t.removeFailed, description: failureMessage(error).message, variant: 'destructive' });
    } finally {
      setRemoving(null);
      reload();
    }
  };

  const viewers = state.status === 'ready' ? state.data.viewers : [];
  return (
    <AccountSection title={t.title} intro={t.intro}>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm text-negative">
          {format(t.loadFailed, { message: state.message })}
        </p>
      ) : viewers.length === 0 ? (
        <p className="text-sm text-ink">{t.none}</p>
      ) : (
        <ul
          aria-label={t.listLabel}
          aria-busy={removing !== null}
          className="divide-y divide-line border-y border-line"
        >
          {viewers.map((viewer) => (
            <ViewerItem key={viewer.id} viewer={viewer} onRemove={(v) => void remove(v)} />
          ))}
        </ul>
      )}
      {user.emailVerified ? (
        <InviteForm
          key={sent}
          limit={state.status === 'ready' ? state.data.limit : undefined}
          onInvited={() => {
            setSent((n) => n + 1);
            reload();
          }}
        />
      ) : (
        <p className="mt-4 text-sm text-muted">{t.unverified}</p>
      )}
    </AccountSection>
  );
}
