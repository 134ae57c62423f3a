/**
 * The dialog before adding or removing a passkey: a change to how the account signs in needs
 * the current password (docs/security.md#passkeys). `onConfirm` answers the field errors to
 * show, or nothing when it is done. An account without a password (`hasPassword` false) sees a
 * line saying its recent sign-in confirms the change instead of the field, and sends nothing.
 *
 * @example <PasskeyProofDialog open hasPassword={user.hasPassword} title="Add a passkey" confirmLabel="Continue" onConfirm={add} onClose={close} />
 */
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { dictionary } from '#site/i18n/index.ts';

interface Props {
  open: boolean;
  /** Lets a password manager offer the password of this account. */
  username: string;
  /** False for an account opened by single sign-on: no field, since there is no password. */
  hasPassword: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The red button of a removal. */
  destructive?: boolean;
  onClose: () => void;
  onConfirm: (currentPassword: string) => Promise<Record<string, string> | undefined>;
}

export function PasskeyProofDialog({
  open,
  username,
  hasPassword,
  title,
  description,
  confirmLabel,
  destructive,
  onClose,
  onConfirm,
}: Props) {
  const t = dictionary().passkeys;
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = await onConfirm(password);
    setBusy(false);
    if (fields) {
      setError(fields.currentPassword);
      return;
    }
    setPassword('');
    setError(undefined);
  };

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {hasPassword ? (
          <>
            <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            <FieldShell id={id} label={t.currentPassword} hint={t.currentPasswordHint} error={error}>
              {(describedBy) => (
                <input
                  id={id}
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={error ? true : undefined}
                  className={controlClass}
                />
              )}
            </FieldShell>
          </>
        ) : (
          <p className="text-sm text-muted">{dictionary().recentProof.bySignIn}</p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t.cancel}
          </button>
          <button
            type="submit"
            className={destructive ? 'btn bg-negative text-white hover:bg-negative/90' : 'btn btn-primary'}
            disabled={busy}
          >
            {busy ? t.working : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
