/**
 * The dialog before a change that needs the owner present (docs/decisions.md §109, §114):
 * ending sessions, adding or removing a passkey. It asks for the current password; an account
 * without one (`hasPassword` false) sees a line saying its recent sign-in confirms the change
 * instead, and sends none. With `offerEndOthers` it also offers to sign out of the other
 * sessions, for a change to how the account signs in. `onConfirm` answers the field errors to
 * show, or nothing when it is done.
 *
 * @example <ProofDialog open username="ada" hasPassword title="Add a passkey" description="…" confirmLabel="Continue" offerEndOthers onConfirm={add} onClose={close} />
 */
import { type FormEvent, useId, useState } from 'react';
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { dictionary } from '#site/i18n/index.ts';

/** What the owner gave: the password (absent for an account without one) and the choice to end the others. */
export interface Proof {
  currentPassword: string | undefined;
  endOtherSessions: boolean;
}

interface Props {
  open: boolean;
  /** Lets a password manager offer the password of this account. */
  username: string;
  /** False for an account opened by single sign-on: no field, since there is no password. */
  hasPassword: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The red button of a removal or a sign-out. */
  destructive?: boolean;
  /** Shows "Sign out of my other sessions", unticked. */
  offerEndOthers?: boolean;
  onClose: () => void;
  onConfirm: (proof: Proof) => Promise<Record<string, string> | undefined>;
}

export function ProofDialog({
  open,
  username,
  hasPassword,
  title,
  description,
  confirmLabel,
  destructive,
  offerEndOthers = false,
  onClose,
  onConfirm,
}: Props) {
  const t = dictionary().recentProof;
  const id = useId();
  const [password, setPassword] = useState('');
  const [endOthers, setEndOthers] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setPassword('');
    setEndOthers(false);
    setError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = await onConfirm({
      currentPassword: hasPassword ? password : undefined,
      endOtherSessions: offerEndOthers && endOthers,
    });
    setBusy(false);
    if (fields) {
      setError(fields.currentPassword);
      return;
    }
    reset();
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
          <p className="text-sm text-muted">{t.bySignIn}</p>
        )}
        {offerEndOthers ? (
          <CheckboxField
            id={`${id}-end-others`}
            name="endOtherSessions"
            label={t.endOtherSessions}
            hint={t.endOtherSessionsHint}
            checked={endOthers}
            onChange={setEndOthers}
          />
        ) : null}
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
