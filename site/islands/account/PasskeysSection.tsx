/**
 * The passkeys section of /account (docs/security.md#passkeys): the owner's passkeys, and
 * adding, renaming and removing them. Adding and removing ask for the current password first;
 * the device then creates the passkey with a fingerprint, face or screen lock.
 */
import type { Passkey } from '@alpora/shared/schemas/passkeys';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { PasskeyItem } from './PasskeyItem.tsx';
import { PasskeyProofDialog } from './PasskeyProofDialog.tsx';
import { addPasskey, listPasskeys, PasskeyActionError, removePasskey } from './passkey-requests.ts';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; passkeys: Passkey[] }
  | { status: 'error'; message: string };

/** The field errors to show in the dialog, or undefined when the failure was shown as a toast. */
function proofFailure(failure: unknown, title: string, deviceMessage: string): Record<string, string> | undefined {
  const error = failure instanceof PasskeyActionError ? failure : new PasskeyActionError(String(failure));
  if (error.fields.currentPassword) return error.fields;
  toast({ title, description: error.byDevice ? deviceMessage : error.message, variant: 'destructive' });
  return undefined;
}

export function PasskeysSection({ user }: SectionProps) {
  const t = dictionary().passkeys;
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    setSupported(browserSupportsWebAuthn());
    listPasskeys()
      .then((passkeys) => setList({ status: 'ready', passkeys }))
      .catch((error: Error) => setList({ status: 'error', message: error.message }));
  }, []);

  const passkeys = list.status === 'ready' ? list.passkeys : [];
  const update = (next: Passkey[]) => setList({ status: 'ready', passkeys: next });

  const add = async (currentPassword: string) => {
    try {
      const added = await addPasskey(currentPassword);
      update([...passkeys, added]);
      setAdding(false);
      toast({ title: t.addedTitle, description: format(t.addedDetail, { name: added.name }) });
      return undefined;
    } catch (failure) {
      const fields = proofFailure(failure, t.addFailed, t.deviceCancelled);
      if (!fields) setAdding(false);
      return fields;
    }
  };

  const remove = async (currentPassword: string) => {
    if (!removing) return undefined;
    try {
      await removePasskey(removing.id, currentPassword);
      update(passkeys.filter((passkey) => passkey.id !== removing.id));
      setRemoving(null);
      toast({ title: t.removed });
      return undefined;
    } catch (failure) {
      const fields = proofFailure(failure, t.removeFailed, t.removeFailed);
      if (!fields) setRemoving(null);
      return fields;
    }
  };

  return (
    <AccountSection title={t.title} intro={t.intro}>
      {list.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : list.status === 'error' ? (
        <p role="alert" className="text-sm text-negative">
          {format(t.loadFailed, { message: list.message })}
        </p>
      ) : passkeys.length === 0 ? (
        <p className="text-sm text-ink">{t.none}</p>
      ) : (
        <ul aria-label={t.listLabel} className="divide-y divide-line border-y border-line">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRenamed={(renamed) => update(passkeys.map((p) => (p.id === renamed.id ? renamed : p)))}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!supported || list.status !== 'ready'}
          onClick={() => setAdding(true)}
        >
          {t.add}
        </button>
        {supported ? null : <p className="text-sm text-muted">{t.unsupported}</p>}
      </div>
      <PasskeyProofDialog
        open={adding}
        username={user.username}
        hasPassword={user.hasPassword}
        title={t.addTitle}
        description={t.addIntro}
        confirmLabel={t.continue}
        onClose={() => setAdding(false)}
        onConfirm={add}
      />
      <PasskeyProofDialog
        open={removing !== null}
        username={user.username}
        hasPassword={user.hasPassword}
        title={format(t.removeTitle, { name: removing?.name ?? '' })}
        description={t.removeIntro}
        confirmLabel={t.removeConfirm}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </AccountSection>
  );
}
