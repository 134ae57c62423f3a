/**
 * /admin#users (docs/back-office.md#users): the accounts, newest first, searched by username,
 * email or name and filtered by role and status, 50 at a time with "Show more"; each card offers
 * the actions that apply, each confirmed in a dialog. After an action the card shows the
 * account as the API answers it.
 */
import { ROLES } from '@alpora/shared/roles';
import type { AdminUser, AdminUserAction, AdminUserList } from '@alpora/shared/schemas/admin-users';
import { USER_STATUSES } from '@alpora/shared/schemas/admin-users';
import { useState } from 'react';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminPages } from '../use-admin-pages.ts';
import { useFilterForm } from '../use-filter-form.ts';
import { type UserAction, UserActionDialog } from './UserActionDialog.tsx';
import { UserCard } from './UserCard.tsx';

const NO_FILTERS = { q: '', role: '', status: '' };

function pathOf(filters: typeof NO_FILTERS, after?: string | number): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.role) query.set('role', filters.role);
  if (filters.status) query.set('status', filters.status);
  if (after !== undefined) query.set('after', String(after));
  const search = query.toString();
  return `/api/admin/users${search ? `?${search}` : ''}`;
}

export function UsersSection({ user: me }: AdminSectionProps) {
  const { applied: filters, field, apply } = useFilterForm(NO_FILTERS);
  const { state, more, set } = useAdminPages<AdminUser, AdminUserList>(
    pathOf(filters),
    (page) => ({ items: page.users, next: page.next }),
    (after) => pathOf(filters, after),
  );
  const [open, setOpen] = useState<{ user: AdminUser; action: UserAction } | null>(null);

  const done = (result: AdminUserAction) => {
    setOpen(null);
    toast({ title: result.message });
    if (state.status === 'ready')
      set({ ...state.data, items: state.data.items.map((u) => (u.id === result.user.id ? result.user : u)) });
  };

  return (
    <AdminSection title="Users" intro="Accounts, roles and suspensions. Every action is recorded in the audit log.">
      <form
        className="grid items-end gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={apply}
        aria-label="Search users"
      >
        <TextField
          id="users-q"
          name="q"
          label="Search"
          optionalLabel="username, email or name"
          {...field('q')}
          maxLength={100}
        />
        <SelectField
          id="users-role"
          name="role"
          label="Role"
          optionalLabel="any"
          placeholder="Any role"
          {...field('role')}
          options={ROLES.map((role) => ({ value: role, label: role }))}
        />
        <SelectField
          id="users-status"
          name="status"
          label="Status"
          optionalLabel="any"
          placeholder="Any status"
          {...field('status')}
          options={USER_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <ReadState state={state} loading="Loading accounts…" failed="The accounts could not load">
        {({ items: users, next }) => (
          <>
            <p role="status" className="text-sm text-muted">
              {users.length === 0
                ? 'No account matches.'
                : `${users.length} account${users.length === 1 ? '' : 's'} shown${next ? ', more below' : ''}.`}
            </p>
            <ul className="grid gap-3" aria-label="Accounts">
              {users.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  self={user.id === me.id}
                  onAction={(u, action) => setOpen({ user: u, action })}
                />
              ))}
            </ul>
            {next ? (
              <button type="button" className="btn btn-secondary justify-self-start" onClick={more}>
                Show more
              </button>
            ) : null}
          </>
        )}
      </ReadState>
      {open ? (
        <UserActionDialog user={open.user} action={open.action} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </AdminSection>
  );
}
