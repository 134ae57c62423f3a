/**
 * /admin#mail (docs/back-office.md#mail): the outbox newest first, filtered by state and by
 * part of the recipient, 50 mails a page with older ones a click away; each mail opens to its
 * content, and a failed one can be resent after a confirmation.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { MAIL_STATUSES, type MailList, type MailSummary } from '@alpora/shared/schemas/admin-mail';
import { type FormEvent, useState } from 'react';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { useAccountData } from '#site/islands/account/use-account-data.ts';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { MailDetailDialog } from './MailDetailDialog.tsx';
import { MailTable } from './MailTable.tsx';
import { MAIL_STATUS_LABELS } from './mail-looks.ts';
import { ResendDialog } from './ResendDialog.tsx';

function listPath(filter: { status: string; q: string }, before?: number): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (before !== undefined) query.set('before', String(before));
  const text = query.toString();
  return text ? `/api/admin/mail?${text}` : '/api/admin/mail';
}

export function MailSection(_props: AdminSectionProps) {
  const [draft, setDraft] = useState({ status: '', q: '' });
  const [filter, setFilter] = useState(draft);
  const { state, reload } = useAccountData<MailList>(listPath(filter));
  const [older, setOlder] = useState<MailList | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [viewing, setViewing] = useState<MailSummary | null>(null);
  const [resending, setResending] = useState<MailSummary | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOlder(null);
    setFilter(draft);
  };

  async function showOlder(before: number) {
    setLoadingMore(true);
    try {
      const page = await apiRequest<MailList>(listPath(filter, before));
      setOlder((shown) => ({ mails: [...(shown?.mails ?? []), ...page.mails], nextBefore: page.nextBefore }));
    } catch (error) {
      const description = error instanceof ApiRequestError ? error.apiError?.message : undefined;
      toast({ title: 'Older mails could not load', description, variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  }

  const mails = state.status === 'ready' ? [...state.data.mails, ...(older?.mails ?? [])] : [];
  const nextBefore = state.status === 'ready' ? (older ? older.nextBefore : state.data.nextBefore) : null;

  return (
    <AdminSection
      title="Mail"
      intro="Every mail the product queued: its state, attempts and failure reason. A failed mail can be resent."
    >
      <form
        className="grid items-end gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        aria-label="Filter the mails"
        onSubmit={apply}
      >
        <SelectField
          id="mail-status"
          name="status"
          label="State"
          optionalLabel="any"
          placeholder="Any state"
          options={MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] }))}
          value={draft.status}
          onChange={(status) => setDraft((shown) => ({ ...shown, status }))}
        />
        <TextField
          id="mail-recipient"
          name="q"
          label="Recipient contains"
          optionalLabel="any"
          maxLength={254}
          value={draft.q}
          onChange={(q) => setDraft((shown) => ({ ...shown, q }))}
        />
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </form>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Loading the mails…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-4 text-negative">
          The mails could not load: {state.message}
        </p>
      ) : mails.length === 0 ? (
        <p className="text-sm text-muted">No mail matches.</p>
      ) : (
        <MailTable mails={mails} onOpen={setViewing} onResend={setResending} />
      )}
      {nextBefore !== null ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={loadingMore}
            onClick={() => void showOlder(nextBefore)}
          >
            Show older mails
          </button>
        </div>
      ) : null}
      <MailDetailDialog mail={viewing} onClose={() => setViewing(null)} />
      <ResendDialog
        mail={resending}
        onClose={() => setResending(null)}
        onResent={(mail) => {
          toast({ title: 'Mail queued again', description: `${mail.template} to ${mail.recipient} is sent now.` });
          setOlder(null);
          reload();
        }}
      />
    </AdminSection>
  );
}
