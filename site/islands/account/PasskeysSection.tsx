/**
 * The passkeys section of /account (docs/security.md#passkeys): the owner's passkeys, and
 * adding, renaming and removing them. Adding and removing ask for the current password first,
 * and offer to sign out of the other sessions; the device then creates the passkey with a
 * fingerprint, face or screen lock.
 */
import type { Passkey } from '@alpora/shared/schemas/passkeys';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { PasskeyItem } from './PasskeyItem.tsx';
import { type Proof, ProofDialog } from './ProofDialog.tsx';
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

/** The toast's detail, with how many other sessions the change ended when it ended any. */
function withEnded(detail: string | undefined, otherSessionsEnded: number): string | undefined {
  if (otherSessionsEnded === 0) return detail;
  const ended = format(dictionary().passkeys.otherSessionsEnded, { count: otherSessionsEnded });
  return detail ? `${detail} ${ended}` : ended;
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

  const add = async (proof: Proof) => {
    try {
      const { otherSessionsEnded, ...added } = await addPasskey(proof);
      update([...passkeys, added]);
      setAdding(false);
      const detail = format(t.addedDetail, { name: added.name });
      toast({ title: t.addedTitle, description: withEnded(detail, otherSessionsEnded) });
      return undefined;
    } catch (failure) {
      const fields = proofFailure(failure, t.addFailed, t.deviceCancelled);
      if (!fields) setAdding(false);
      return fields;
    }
  };

  const remove = async (proof: Proof) => {
    if (!removing) return undefined;
    try {
      const { otherSessionsEnded } = await removePasskey(removing.id, proof);
      update(passkeys.filter((passkey) => passkey.id !== removing.id));
      setRemoving(null);
      toast({ title: t.removed, description: withEnded(undefined, otherSessionsEnded) });
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
      <ProofDialog
        open={adding}
        username={user.username}
        hasPassword={user.hasPassword}
        title={t.addTitle}
        description={t.addIntro}
        confirmLabel={t.continue}
        offerEndOthers
        onClose={() => setAdding(false)}
        onConfirm={add}
      />
      <ProofDialog
        open={removing !== null}
        username={user.username}
        hasPassword={user.hasPassword}
        title={format(t.removeTitle, { name: removing?.name ?? '' })}
        description={t.removeIntro}
        confirmLabel={t.removeConfirm}
        destructive
        offerEndOthers
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </AccountSection>
  );
}
