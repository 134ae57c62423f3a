/** A service's status badge: green, amber, red, and grey for unknown (docs/product.md#status-page). */
import type { ServiceStatus } from '@alpora/shared/schemas/status';
import type { Dictionary } from '../../i18n/en.ts';

type BadgeKey = ServiceStatus | 'notMonitored' | 'checking';

const TONE: Record<BadgeKey, string> = {
  operational: 'bg-emerald-50 text-positive ring-positive/30',
  degraded: 'bg-amber-50 text-caution ring-caution/30',
  down: 'bg-red-50 text-negative ring-negative/30',
  unknown: 'bg-gray-100 text-gray-700 ring-gray-300',
  notMonitored: 'bg-gray-100 text-gray-700 ring-gray-300',
  checking: 'bg-gray-100 text-gray-700 ring-gray-300',
};

const DOT: Record<BadgeKey, string> = {
  operational: 'bg-positive',
  degraded: 'bg-amber-500',
  down: 'bg-negative',
  unknown: 'bg-gray-400',
  notMonitored: 'bg-gray-400',
  checking: 'bg-gray-400',
};

interface Props {
  status: ServiceStatus;
  monitored: boolean;
  /** Before the first answer: "Checking", not a status. */
  checking?: boolean;
  t: Dictionary['statusPage']['badge'];
}

export function ServiceBadge({ status, monitored, checking = false, t }: Props) {
  const key: BadgeKey = checking ? 'checking' : monitored ? status : 'notMonitored';
  return (
    <span
      data-status={key}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONE[key]}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[key]}`} />
      {t[key]}
    </span>
  );
}
