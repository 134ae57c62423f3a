/**
 * The owner's sessions: a table on wide screens, a card per session on narrow ones, each with
 * its browser, network, method, start and last activity, and a "Sign out" for every session
 * but this browser's (docs/product.md#accounts).
 */

import type { AccountSession } from '@alpora/shared/schemas/account-sessions';
import { Badge } from '#site/components/ui/Badge.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatDateTime } from '#site/i18n/intl.ts';

interface Props {
  sessions: AccountSession[];
  busy: boolean;
  onSignOut: (session: AccountSession) => void;
}

function shownSession(session: AccountSession) {
  const t = dictionary().sessions;
  return {
    device: session.device ?? t.unknownDevice,
    network: session.addressHint ?? t.unknown,
    method: session.method ? (t.methods[session.method] ?? session.method) : t.unknown,
    started: formatDateTime(session.createdAt),
    lastSeen: formatDateTime(session.lastSeenAt ?? session.createdAt),
  };
}

function SignOutButton({ session, busy, onSignOut }: Omit<Props, 'sessions'> & { session: AccountSession }) {
  const t = dictionary().sessions;
  if (session.current) return <Badge tone="positive">{t.current}</Badge>;
  const { device, started } = shownSession(session);
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={busy}
      aria-label={format(t.signOutOf, { device, started })}
      onClick={() => onSignOut(session)}
    >
      {t.signOut}
    </button>
  );
}

export function SessionList({ sessions, busy, onSignOut }: Props) {
  const t = dictionary().sessions;
  const c = t.columns;
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            {[c.device, c.network, c.method, c.started, c.lastSeen].map((title) => (
              <th key={title} scope="col" className="py-2 pr-4 font-semibold">
                {title}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-semibold">
              <span className="sr-only">{t.signOut}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sessions.map((session) => {
            const shown = shownSession(session);
            return (
              <tr key={session.id} data-session={session.current ? 'current' : 'other'}>
                <th scope="row" className="py-3 pr-4 font-medium text-ink">
                  {shown.device}
                </th>
                <td className="py-3 pr-4 text-muted">{shown.network}</td>
                <td className="py-3 pr-4">{shown.method}</td>
                <td className="py-3 pr-4 text-muted">{shown.started}</td>
                <td className="py-3 pr-4 text-muted">{shown.lastSeen}</td>
                <td className="py-3 text-right">
                  <SignOutButton session={session} busy={busy} onSignOut={onSignOut} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul aria-label={t.listLabel} className="grid gap-3 md:hidden">
        {sessions.map((session) => {
          const shown = shownSession(session);
          return (
            <li
              key={session.id}
              className="rounded-lg border border-line p-4"
              data-session={session.current ? 'current' : 'other'}
            >
              <p className="font-medium text-ink">{shown.device}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{c.network}</dt>
                <dd>{shown.network}</dd>
                <dt className="text-muted">{c.method}</dt>
                <dd>{shown.method}</dd>
                <dt className="text-muted">{c.started}</dt>
                <dd>{shown.started}</dd>
                <dt className="text-muted">{c.lastSeen}</dt>
                <dd>{shown.lastSeen}</dd>
              </dl>
              <div className="mt-3">
                <SignOutButton session={session} busy={busy} onSignOut={onSignOut} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
