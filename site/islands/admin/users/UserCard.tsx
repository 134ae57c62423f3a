/**
 * One account in the users list: who it is, its state in words (role, suspended, unverified,
 * second factor), its dates, and the actions that apply to it. A card rather than a table row,
 * so it reads the same at 390 px as on a desktop.
 */
import type { AdminUser } from '@alpora/shared/schemas/admin-users';
import { Badge } from '#site/components/ui/Badge.tsx';
import { LANGUAGE_LABELS } from '../language-labels.ts';
import { when } from '../local-time.ts';
import type { UserAction } from './UserActionDialog.tsx';

interface Props {
  user: AdminUser;
  /** The signed-in administrator: their own account offers no role change nor suspension. */
  self: boolean;
  onAction: (user: AdminUser, action: UserAction) => void;
}

export function UserCard({ user, self, onAction }: Props) {
  const button = (action: UserAction, label: string) => (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => onAction(user, action)}
      aria-label={`${label}: ${user.username}`}
    >
      {label}
    </button>
  );
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-white p-4" data-user={user.username}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-1 text-base font-semibold text-ink">{user.username}</h2>
        <Badge tone={user.role === 'admin' || user.role === 'sales' ? 'solid' : 'neutral'}>{user.role}</Badge>
        {user.suspendedAt ? (
          <Badge tone="alert" mark="cross">
            Suspended
          </Badge>
        ) : null}
        {user.emailVerifiedAt ? null : <Badge tone="caution">Unverified</Badge>}
        {user.hasSecondFactor ? (
          <Badge tone="positive" mark="check">
            Second factor
          </Badge>
        ) : null}
      </div>
      <p className="break-all text-sm text-ink">
        {user.email}
        {user.name ? <span className="text-muted"> · {user.name}</span> : null}
      </p>
      {user.suspendedAt ? (
        <p className="text-sm text-red-800">
          Suspended {when(user.suspendedAt)}
          {user.suspensionReason ? `: ${user.suspensionReason}` : ''}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Created</dt>
          <dd className="text-ink">{when(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Last sign-in</dt>
          <dd className="text-ink">{when(user.lastSignInAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Last seen</dt>
          <dd className="text-ink">{when(user.lastSeenAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Language</dt>
          <dd className="text-ink">{LANGUAGE_LABELS[user.locale]}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {self ? (
          <p className="text-sm text-muted">This is your account: another administrator changes its role.</p>
        ) : (
          <>
            {user.role === 'viewer' ? null : button('role', 'Change role')}
            {user.suspendedAt ? button('reinstate', 'Reinstate') : button('suspend', 'Suspend')}
          </>
        )}
        {user.emailVerifiedAt ? null : button('verification', 'Resend verification')}
      </div>
    </li>
  );
}
