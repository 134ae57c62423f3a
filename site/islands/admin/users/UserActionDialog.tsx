/**
 * The confirmation of one action on an account (docs/back-office.md#users): another role, a
 * suspension with its reason, a reinstatement, or the verification link mailed again. Nothing
 * happens before the administrator confirms; the API's refusal (the last administrator, no
 * second factor, too many links) shows in the dialog as the API words it.
 */
import type { AdminUser, AdminUserAction } from '@alpora/shared/schemas/admin-users';
import { ASSIGNABLE_ROLES } from '@alpora/shared/schemas/admin-users';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from './admin-api.ts';

export type UserAction = 'role' | 'suspend' | 'reinstate' | 'verification';

interface Props {
  user: AdminUser;
  action: UserAction;
  onClose: () => void;
  onDone: (result: AdminUserAction) => void;
}

const TITLES: Record<UserAction, string> = {
  role: 'Change role',
  suspend: 'Suspend account',
  reinstate: 'Reinstate account',
  verification: 'Resend verification link',
};

function explanation(action: UserAction, user: AdminUser): string {
  switch (action) {
    case 'role':
      return `${user.username} is ${user.role}. A new role ends their sessions; a staff role needs a second factor.`;
    case 'suspend':
      return `${user.username} is signed out everywhere at once and cannot sign in until reinstated. ${user.email} is mailed that the account is suspended and whom to write to; the reason goes to the audit log only.`;
    case 'reinstate':
      return `${user.username} can sign in again with the same credentials; ${user.email} is mailed that they can.`;
    case 'verification':
      return `A new link to verify ${user.email} is mailed now (a few an hour at most).`;
  }
}

export function UserActionDialog({ user, action, onClose, onDone }: Props) {
  const [role, setRole] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (action === 'role' && !role) return setFieldError('Choose the new role.');
    if (action === 'suspend' && reason.trim().length < 3) return setFieldError('Say why the account is suspended.');
    setFieldError(undefined);
    setBusy(true);
    const path = `/api/admin/users/${user.id}/${action}`;
    try {
      const result =
        action === 'role'
          ? await adminWrite<AdminUserAction>(path, '#users', 'PATCH', { role })
          : await adminWrite<AdminUserAction>(path, '#users', 'POST', action === 'suspend' ? { reason } : {});
      onDone(result);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${TITLES[action]}: ${user.username}`}
      description={explanation(action, user)}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {action === 'role' ? (
          <SelectField
            id="user-action-role"
            name="role"
            label="New role"
            placeholder="Choose…"
            value={role}
            onChange={(value) => {
              setRole(value);
              setFieldError(undefined);
            }}
            error={fieldError}
            options={ASSIGNABLE_ROLES.filter((r) => r !== user.role).map((r) => ({ value: r, label: r }))}
          />
        ) : null}
        {action === 'suspend' ? (
          <TextField
            id="user-action-reason"
            name="reason"
            label="Reason"
            hint="Kept in the audit log; the owner's mail does not include it."
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-md border border-negative/40 bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Working…' : TITLES[action]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
