/**
 * /admin#mail (docs/back-office.md#mail): the outbox newest first, filtered by state and by
 * part of the recipient, 50 mails a page with older ones a click away; each mail opens to its
 * content, and a failed one can be resent after a confirmation.
 */
import { MAIL_STATUSES, type MailList, type MailSummary } from '@alpora/shared/schemas/admin-mail';
import { useState } from 'react';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminPages } from '../use-admin-pages.ts';
import { useFilterForm } from '../use-filter-form.ts';
import { MailDetailDialog } from './MailDetailDialog.tsx';
import { MailTable } from './MailTable.tsx';
import { MAIL_STATUS_LABELS } from './mail-looks.ts';
import { ResendDialog } from './ResendDialog.tsx';

const NO_FILTERS = { status: '', q: '' };

function listPath(filter: typeof NO_FILTERS, before?: string | number): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (before !== undefined) query.set('before', String(before));
  const text = query.toString();
  return text ? `/api/admin/mail?${text}` : '/api/admin/mail';
}

export function MailSection(_props: AdminSectionProps) {
  const { applied, field, apply } = useFilterForm(NO_FILTERS);
  const { state, more, reload } = useAdminPages<MailSummary, MailList>(
    listPath(applied),
    (page) => ({ items: page.mails, next: page.nextBefore }),
    (before) => listPath(applied, before),
  );
  const [viewing, setViewing] = useState<MailSummary | null>(null);
  const [resending, setResending] = useState<MailSummary | null>(null);

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
          {...field('status')}
        />
        <TextField
          id="mail-recipient"
          name="q"
          label="Recipient contains"
          optionalLabel="any"
          maxLength={254}
          {...field('q')}
        />
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </form>
      <ReadState
        state={state}
        loading="Loading the mails…"
        failed="The mails could not load"
        isEmpty={({ items }) => items.length === 0}
        empty="No mail matches."
      >
        {({ items, next }) => (
          <>
            <MailTable mails={items} onOpen={setViewing} onResend={setResending} />
            {next !== null ? (
              <button type="button" className="btn btn-secondary justify-self-start" onClick={more}>
                Show older mails
              </button>
            ) : null}
          </>
        )}
      </ReadState>
      <MailDetailDialog mail={viewing} onClose={() => setViewing(null)} />
      <ResendDialog
        mail={resending}
        onClose={() => setResending(null)}
        onResent={(mail) => {
          toast({ title: 'Mail queued again', description: `${mail.template} to ${mail.recipient} is sent now.` });
          reload();
        }}
      />
    </AdminSection>
  );
}
