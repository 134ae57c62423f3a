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
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';

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
  const change = useChange();
  // The dialog has one field at most: a refusal of either names it.
  const fieldError = change.fields.role ?? change.fields.reason;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action === 'role' && !role) return change.refuse({ role: 'Choose the new role.' });
    if (action === 'suspend' && reason.trim().length < 3)
      return change.refuse({ reason: 'Say why the account is suspended.' });
    const path = `/api/admin/users/${user.id}/${action}`;
    await change.run(async () =>
      onDone(
        action === 'role'
          ? await adminWrite<AdminUserAction>(path, 'PATCH', { role })
          : await adminWrite<AdminUserAction>(path, 'POST', action === 'suspend' ? { reason } : {}),
      ),
    );
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
              change.reset();
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
              change.reset();
            }}
            error={fieldError}
          />
        ) : null}
        <DialogActions problem={change.problem} busy={change.busy} confirm={TITLES[action]} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
