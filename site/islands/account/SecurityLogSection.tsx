/**
 * The owner's security log (docs/product.md#accounts, docs/decisions.md §110): what happened,
 * whether it succeeded, how, from which browser and network, and when; newest first, 50 at a
 * time, with older entries a click away.
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { SecurityLog, SecurityLogEntry } from '@alpora/shared/schemas/account-sessions';
import { useState } from 'react';
import { Badge } from '#site/components/ui/Badge.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatDateTime } from '#site/i18n/intl.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { useAccountData } from './use-account-data.ts';

function LogEntry({ entry }: { entry: SecurityLogEntry }) {
  const t = dictionary().securityLog;
  const s = dictionary().sessions;
  const what = t.kinds[entry.kind] ?? format(t.otherKind, { kind: entry.kind });
  const how = [entry.method ? (s.methods[entry.method] ?? entry.method) : undefined, entry.detail ?? undefined].filter(
    Boolean,
  );
  const where = [entry.device ?? s.unknownDevice, entry.addressHint].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-x-4" data-kind={entry.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{what}</span>
        {entry.outcome === 'failure' ? (
          <Badge tone="negative" mark="cross">
            {t.failure}
          </Badge>
        ) : (
          <Badge tone="positive" mark="check">
            {t.success}
          </Badge>
        )}
      </div>
      <time dateTime={entry.at} className="text-sm text-muted sm:text-right">
        {formatDateTime(entry.at)} UTC
      </time>
      {how.length > 0 ? <p className="text-sm text-ink sm:col-span-2">{how.join(' · ')}</p> : null}
      <p className="text-sm text-muted sm:col-span-2">{where}</p>
    </li>
  );
}

export function SecurityLogSection(_props: SectionProps) {
  const t = dictionary().securityLog;
  const { state } = useAccountData<SecurityLog>('/api/auth/security-log');
  const [older, setOlder] = useState<SecurityLog | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  if (state.status !== 'ready') {
    return (
      <AccountSection title={t.title} intro={t.intro}>
        <p role={state.status === 'error' ? 'alert' : 'status'} className="text-sm text-muted">
          {state.status === 'error' ? format(t.loadFailed, { message: state.message }) : t.loading}
        </p>
      </AccountSection>
    );
  }
  const entries = [...state.data.entries, ...(older?.entries ?? [])];
  const nextBefore = older ? older.nextBefore : state.data.nextBefore;

  async function showOlder(before: number) {
    setLoadingMore(true);
    try {
      const page = await apiRequest<SecurityLog>(`/api/auth/security-log?before=${before}`);
      setOlder((shown) => ({ entries: [...(shown?.entries ?? []), ...page.entries], nextBefore: page.nextBefore }));
    } catch {
      const s = dictionary().sessions;
      toast({ title: s.failed, description: s.failedDetail, variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <AccountSection title={t.title} intro={t.intro}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ol aria-label={t.listLabel} className="divide-y divide-line">
          {entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {nextBefore !== null ? (
        <button
          type="button"
          className="btn btn-secondary mt-3"
          disabled={loadingMore}
          onClick={() => void showOlder(nextBefore)}
        >
          {t.more}
        </button>
      ) : null}
    </AccountSection>
  );
}
