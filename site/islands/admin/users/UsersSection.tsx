/**
 * /admin#users (docs/back-office.md#users): the accounts, newest first, searched by username,
 * email or name and filtered by role and status, 50 at a time with "Show more"; each card offers
 * the actions that apply, each confirmed in a dialog. After an action the card shows the
 * account as the API answers it.
 */
import { ROLES } from '@alpora/shared/roles';
import type { AdminUser, AdminUserAction, AdminUserList } from '@alpora/shared/schemas/admin-users';
import { USER_STATUSES } from '@alpora/shared/schemas/admin-users';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { adminRead, messageOf } from './admin-api.ts';
import { type UserAction, UserActionDialog } from './UserActionDialog.tsx';
import { UserCard } from './UserCard.tsx';

interface Filters {
  q: string;
  role: string;
  status: string;
}

type Listing =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; users: AdminUser[]; next: string | null };

function pathOf(filters: Filters, after: string | null): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.role) query.set('role', filters.role);
  if (filters.status) query.set('status', filters.status);
  if (after) query.set('after', after);
  const search = query.toString();
  return `/api/admin/users${search ? `?${search}` : ''}`;
}

export function UsersSection({ user: me }: AdminSectionProps) {
  const [draft, setDraft] = useState<Filters>({ q: '', role: '', status: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [open, setOpen] = useState<{ user: AdminUser; action: UserAction } | null>(null);

  const load = useCallback(async (wanted: Filters, after: string | null, previous: AdminUser[]) => {
    try {
      const page = await adminRead<AdminUserList>(pathOf(wanted, after), '#users');
      if (page) setListing({ status: 'ready', users: [...previous, ...page.users], next: page.next });
    } catch (error) {
      setListing({ status: 'error', message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    setListing({ status: 'loading' });
    void load(filters, null, []);
  }, [filters, load]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };
  const done = (result: AdminUserAction) => {
    setOpen(null);
    toast({ title: result.message });
    setListing((current) =>
      current.status === 'ready'
        ? { ...current, users: current.users.map((u) => (u.id === result.user.id ? result.user : u)) }
        : current,
    );
  };

  return (
    <AdminSection title="Users" intro="Accounts, roles and suspensions. Every action is recorded in the audit log.">
      <form
        className="grid items-end gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={search}
        aria-label="Search users"
      >
        <TextField
          id="users-q"
          name="q"
          label="Search"
          optionalLabel="username, email or name"
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          maxLength={100}
        />
        <SelectField
          id="users-role"
          name="role"
          label="Role"
          optionalLabel="any"
          placeholder="Any role"
          value={draft.role}
          onChange={(role) => setDraft({ ...draft, role })}
          options={ROLES.map((role) => ({ value: role, label: role }))}
        />
        <SelectField
          id="users-status"
          name="status"
          label="Status"
          optionalLabel="any"
          placeholder="Any status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={USER_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {listing.status === 'loading' ? (
        <p role="status" className="py-8 text-center text-muted">
          Loading accounts…
        </p>
      ) : listing.status === 'error' ? (
        <p role="alert" className="text-red-800">
          {listing.message}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {listing.users.length === 0
              ? 'No account matches.'
              : `${listing.users.length} account${listing.users.length === 1 ? '' : 's'} shown${listing.next ? ', more below' : ''}.`}
          </p>
          <ul className="grid gap-3" aria-label="Accounts">
            {listing.users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                self={user.id === me.id}
                onAction={(u, action) => setOpen({ user: u, action })}
              />
            ))}
          </ul>
          {listing.next ? (
            <button
              type="button"
              className="btn btn-secondary justify-self-start"
              onClick={() => void load(filters, listing.next, listing.users)}
            >
              Show more
            </button>
          ) : null}
        </>
      )}
      {open ? (
        <UserActionDialog user={open.user} action={open.action} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </AdminSection>
  );
}
