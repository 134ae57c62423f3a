/**
 * One passkey in the /account list: its name, whether it is synced or bound to one device,
 * when it was added and last used, and its Rename and Remove buttons. Renaming happens in
 * place; removing asks the section to confirm with the current password.
 */

import type { Passkey } from '@alpora/shared/schemas/passkeys';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '#site/components/ui/Badge.tsx';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatDateTime } from '#site/i18n/intl.ts';
import { PasskeyActionError, renamePasskey } from './passkey-requests.ts';

interface Props {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

export function PasskeyItem({ passkey, onRenamed, onRemove }: Props) {
  const t = dictionary().passkeys;
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onRenamed(await renamePasskey(passkey.id, name));
      setEditing(false);
      setError(undefined);
      toast({ title: t.renamed });
    } catch (failure) {
      const fields = failure instanceof PasskeyActionError ? failure.fields : {};
      setError(fields.name ?? String((failure as Error).message));
      toast({ title: t.renameFailed, description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const used = passkey.lastUsedAt ? format(t.lastUsed, { date: formatDateTime(passkey.lastUsedAt) }) : t.neverUsed;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-passkey={passkey.id}>
      {editing ? (
        <form onSubmit={save} noValidate className="grid flex-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FieldShell id={fieldId} label={t.renameLabel} error={error}>
            {(describedBy) => (
              <input
                id={fieldId}
                name="name"
                value={name}
                maxLength={64}
                onChange={(e) => setName(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                className={controlClass}
              />
            )}
          </FieldShell>
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t.working : t.save}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setEditing(false);
                setName(passkey.name);
                setError(undefined);
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-all font-semibold text-ink">{passkey.name}</span>
              <Badge tone={passkey.synced ? 'positive' : 'neutral'}>{passkey.synced ? t.synced : t.deviceBound}</Badge>
            </div>
            <p className="mt-1 text-sm text-muted">
              {format(t.addedOn, { date: formatDateTime(passkey.createdAt) })}, {used}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={format(t.actionsFor, { action: t.rename, name: passkey.name })}
              onClick={() => setEditing(true)}
            >
              {t.rename}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={format(t.actionsFor, { action: t.remove, name: passkey.name })}
              onClick={() => onRemove(passkey)}
            >
              {t.remove}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
