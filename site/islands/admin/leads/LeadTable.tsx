/**
 * One page of leads as a table. On a narrow screen it scrolls sideways (ScrollTable), so every
 * column stays reachable. Each lead's name is a button that opens it.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { LeadListItem } from '@alpora/shared/schemas/admin-leads';
import { Badge } from '#site/components/ui/Badge.tsx';
import { ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { LANGUAGE_LABELS } from '../language-labels.ts';
import { KIND_LABELS, STATUS_LABELS, statusLook } from './lead-looks.ts';

interface Props {
  leads: readonly LeadListItem[];
  onOpen: (id: string) => void;
}

const HEAD = ['Received (UTC)', 'Lead', 'Company', 'Kind', 'Language', 'Status', 'Campaign', 'Owner'] as const;
const cell = 'px-4 py-3 align-top';

function campaignOf(lead: LeadListItem): string {
  return [lead.utmCampaign, lead.utmSource, lead.utmMedium].filter(Boolean).join(' · ') || '—';
}

export function LeadTable({ leads, onOpen }: Props) {
  return (
    <ScrollTable label="Leads, scrolls sideways" caption="Leads, newest first" head={HEAD} minWidth="min-w-[58rem]">
      {leads.map((lead) => (
        <tr key={lead.id} data-lead={lead.id}>
          <td className={`${cell} whitespace-nowrap tabular-nums text-muted`}>{formatDateTime(lead.createdAt)}</td>
          <td className={`${cell} max-w-[16rem]`}>
            <button
              type="button"
              className="text-left font-semibold text-ink underline decoration-ink/30 underline-offset-2 hover:decoration-ink"
              onClick={() => onOpen(lead.id)}
            >
              {lead.name ?? lead.email}
            </button>
            <div className="break-all text-muted">
              {lead.email}
              {lead.confirmed ? <span className="ml-1 whitespace-nowrap text-green-800">(confirmed)</span> : null}
            </div>
          </td>
          <td className={`${cell} max-w-[12rem] break-words`}>{lead.company ?? '—'}</td>
          <td className={`${cell} whitespace-nowrap`}>{KIND_LABELS[lead.kind]}</td>
          <td className={`${cell} whitespace-nowrap`}>{LANGUAGE_LABELS[lead.locale]}</td>
          <td className={cell}>
            <Badge {...statusLook(lead.status)}>{STATUS_LABELS[lead.status]}</Badge>
          </td>
          <td className={`${cell} max-w-[12rem] break-words`}>{campaignOf(lead)}</td>
          <td className={`${cell} whitespace-nowrap`}>{lead.owner?.username ?? 'Nobody'}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
