/**
 * One lead, opened from the list (docs/back-office.md#leads-inbox): its fields (as its first
 * submission stored them), consent record with the exact words agreed to, and campaign, the
 * form to work it, its history in the pipeline, the mails about it (their delivery, never their
 * content) and every submission with what it said, what differs from the one before marked in
 * words, and the notices it was sent under. Opening it is recorded in the audit log by the API.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { Locale } from '@alpora/shared/locales';
import type { LeadDetail, TeamMember } from '@alpora/shared/schemas/admin-leads';
import { type ReactNode, useId } from 'react';
import { Badge } from '#site/components/ui/Badge.tsx';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { LANGUAGE_LABELS } from '../language-labels.ts';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';
import { LeadUpdateForm } from './LeadUpdateForm.tsx';
import { KIND_LABELS, STATUS_LABELS, statusLook } from './lead-looks.ts';
import { submissionFields } from './submission-fields.ts';

interface Props {
  id: string;
  onClose: () => void;
  /** Called after a change, so the list shows it too. */
  onChanged: () => void;
}

function Fields({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A named region of the dialog, so a screen reader can list and jump to its parts. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t border-line pt-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A notice's words, a part a line (a box's label, then its hint), marked with the language the
 * person read them in, so a screen reader speaks French words as French in this English page.
 */
function NoticeWords({ text, locale }: { text: string; locale: Locale | null }) {
  return (
    <span className="whitespace-pre-line" lang={locale ?? undefined}>
      {text}
    </span>
  );
}

/** " (French)": the language of a notice's words, for staff who read the record. */
function inLanguage(locale: Locale | null): string {
  return locale ? ` (${LANGUAGE_LABELS[locale]})` : '';
}

/**
 * Every submission, oldest first, with what it said; a value that differs from the submission
 * before says "changed" in words, not only in weight, so a new name or message stands out.
 */
function Submissions({ submissions }: { submissions: LeadDetail['submissions'] }) {
  const fields = submissionFields(submissions);
  return (
    <ol className="grid gap-3 text-sm">
      {submissions.map((submission, i) => (
        <li key={submission.clientId} className="grid gap-2 rounded-md border border-line p-3">
          <h4 className="font-medium text-ink">
            {i === 0 ? 'First' : `#${i + 1}`} · received {formatDateTime(submission.receivedAt)} UTC
          </h4>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
            {(fields[i] ?? []).map((field) => (
              <div key={field.label} className="contents">
                <dt className="font-medium text-muted">{field.label}</dt>
                <dd
                  className={`mb-2 whitespace-pre-wrap break-words sm:mb-0 ${field.changed ? 'font-semibold text-ink' : 'text-ink'}`}
                >
                  {field.value}
                  {field.changed ? (
                    <Badge tone="caution" mark="wave" className="ml-2 align-middle">
                      changed
                    </Badge>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {submission.consentText || submission.updatesText ? (
            <div className="grid gap-1 text-xs text-muted">
              {submission.consentText ? (
                <p>
                  Notice {String(submission.payload?.consentVersion)}
                  {inLanguage(submission.consentLocale)}:{' '}
                  <NoticeWords text={submission.consentText} locale={submission.consentLocale} />
                </p>
              ) : null}
              {submission.updatesText ? (
                <p>
                  Updates box {String(submission.payload?.updatesConsentVersion)}
                  {inLanguage(submission.updatesLocale)}:{' '}
                  <NoticeWords text={submission.updatesText} locale={submission.updatesLocale} />
                </p>
              ) : null}
            </div>
          ) : null}
          <details>
            <summary className="cursor-pointer text-xs text-muted">As sent</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all text-xs">
              {JSON.stringify(submission.payload, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

function historyLine(entry: LeadDetail['activity'][number]): string {
  const parts: string[] = [];
  if (entry.toStatus) parts.push(`${entry.fromStatus ?? '?'} → ${entry.toStatus}`);
  if (entry.owner) parts.push(`owner ${entry.owner.username}`);
  if (!entry.toStatus && !entry.owner && !entry.note) parts.push('owner removed');
  return parts.join(', ');
}

function LeadBody({ lead, team, onSaved }: { lead: LeadDetail; team: readonly TeamMember[]; onSaved: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge {...statusLook(lead.status)}>{STATUS_LABELS[lead.status]}</Badge>
        <span className="text-sm text-muted">
          {KIND_LABELS[lead.kind]} · received {formatDateTime(lead.createdAt)} UTC · {lead.submissionCount}{' '}
          {lead.submissionCount === 1 ? 'submission' : 'submissions'}
        </span>
      </div>
      <Fields
        rows={[
          ['Email', `${lead.email}${lead.confirmed ? ' (confirmed)' : ' (not confirmed)'}`],
          ['Name', lead.name],
          ['Company', lead.company],
          // The newest submission's page: the person's mails are written in it.
          ['Language', LANGUAGE_LABELS[lead.locale]],
          ['Role', lead.role],
          ['Interest', lead.persona],
          ['Plan', lead.selectedPlan],
          ['Assets', lead.aumBand],
          ['Use case', lead.useCase],
          ['Monthly volume', lead.monthlyVolume],
          ['Timeline', lead.timeline],
          ['Infrastructure', lead.infrastructure],
          [
            'Message',
            lead.message ? (
              <span key="message" className="whitespace-pre-wrap">
                {lead.message}
              </span>
            ) : null,
          ],
          ['Owner', lead.owner?.username ?? 'Nobody'],
        ]}
      />
      <Part title="Work this lead">
        <LeadUpdateForm key={`${lead.status}-${lead.owner?.id}`} lead={lead} team={team} onSaved={onSaved} />
      </Part>
      <Part title="History">
        {lead.activity.length === 0 ? (
          <p className="text-sm text-muted">Nobody has worked this lead yet.</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {lead.activity.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
              <li key={i} className="rounded-md border border-line p-2">
                <div className="text-muted">
                  {formatDateTime(entry.at)} UTC · {entry.actorName}
                  {historyLine(entry) ? ` · ${historyLine(entry)}` : ''}
                </div>
                {entry.note ? <p className="mt-1 whitespace-pre-wrap text-ink">{entry.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </Part>
      <Part title="Consent and campaign">
        <Fields
          rows={[
            ['Consent notice', lead.consent.version],
            [
              'Agreed to',
              lead.consent.text ? (
                <NoticeWords key="notice" text={lead.consent.text} locale={lead.consent.textLocale} />
              ) : null,
            ],
            ['Notice language', lead.consent.textLocale ? LANGUAGE_LABELS[lead.consent.textLocale] : null],
            ['Consented', `${formatDateTime(lead.consent.at)} UTC`],
            ['On page', lead.consent.page],
            ['Source', lead.utmSource],
            ['Medium', lead.utmMedium],
            ['Campaign', lead.utmCampaign],
            ['Referrer', lead.referrer],
          ]}
        />
      </Part>
      <Part title="Mails">
        {lead.mails.length === 0 ? (
          <p className="text-sm text-muted">No mail was queued about this lead.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {lead.mails.map((mail, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: mails are listed in the order they were queued
              <li key={i} className="rounded-md border border-line p-2">
                <span className="font-medium text-ink">{mail.template}</span> · {mail.status} · {mail.attempts}{' '}
                {mail.attempts === 1 ? 'attempt' : 'attempts'} · queued {formatDateTime(mail.createdAt)} UTC
                {mail.sentAt ? ` · sent ${formatDateTime(mail.sentAt)} UTC` : ''}
                {mail.lastError ? <div className="text-negative">Last error: {mail.lastError}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Submissions">
        <Submissions submissions={lead.submissions} />
      </Part>
    </div>
  );
}

export function LeadDetailDialog({ id, onClose, onChanged }: Props) {
  const { state, reload } = useAdminRead<LeadDetail>(`/api/admin/leads/${id}`);
  const team = useAdminRead<{ members: TeamMember[] }>('/api/admin/team').state;
  const title = state.status === 'ready' ? (state.data.name ?? state.data.email) : 'Lead';
  return (
    <Dialog open onClose={onClose} title={title}>
      <ReadState state={state} loading="Loading the lead…" failed="The lead could not load">
        {(lead) => (
          <LeadBody
            lead={lead}
            team={team.status === 'ready' ? team.data.members : []}
            onSaved={() => {
              reload();
              onChanged();
            }}
          />
        )}
      </ReadState>
    </Dialog>
  );
}
