/**
 * Two-factor sign-in on /account (docs/decisions.md §95–§98): whether it is on, and the owner's
 * actions. Off: set up an authenticator app (current password, then the QR code and a first
 * code). On: new recovery codes, or turn it off (each after the current password). Recovery
 * codes are shown once, right after they are made.
 */

import { apiRequest } from '@alpora/shared/api-client';
import type {
  RecoveryCodes,
  SessionsEnded,
  TotpConfirmation,
  TotpSetup,
  TotpStatus,
} from '@alpora/shared/schemas/two-factor';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { ProofForm } from './ProofForm.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

type View =
  | { name: 'idle' }
  | { name: 'proof'; action: 'setUp' | 'newCodes' | 'turnOff' }
  | { name: 'enrolling'; setup: TotpSetup }
  | { name: 'codes'; codes: readonly string[] };

/** Below this many unused recovery codes the section suggests new ones. */
const FEW_CODES = 3;

export function TwoFactorSection({ user }: SectionProps) {
  const t = dictionary().twoFactor;
  const [status, setStatus] = useState<TotpStatus | { error: string } | null>(null);
  const [view, setView] = useState<View>({ name: 'idle' });
  const reload = useCallback(() => {
    apiRequest<TotpStatus>('/api/auth/totp')
      .then(setStatus)
      .catch((error: unknown) => setStatus({ error: String(error) }));
  }, []);
  useEffect(reload, [reload]);
  const idle = () => setView({ name: 'idle' });

  const body = () => {
    if (status === null)
      return (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      );
    if ('error' in status) {
      return (
        <p role="alert" className="text-sm text-negative">
          {format(t.loadFailed, { message: status.error })}
        </p>
      );
    }
    switch (view.name) {
      case 'enrolling':
        return (
          <TotpEnrolment
            setup={view.setup}
            account={user.username}
            onCancel={idle}
            onEnabled={(answer: TotpConfirmation) => {
              toastDone(t.enabledToast, answer);
              setView({ name: 'codes', codes: answer.recoveryCodes });
              reload();
            }}
          />
        );
      case 'codes':
        return <RecoveryCodesPanel codes={view.codes} account={user.username} onDone={idle} />;
      case 'proof':
        return (
          <ProofStep
            action={view.action}
            hasPassword={user.hasPassword}
            onCancel={idle}
            setView={setView}
            reload={reload}
          />
        );
      default:
        return <Summary status={status} onAction={(action) => setView({ name: 'proof', action })} />;
    }
  };

  return (
    <AccountSection title={t.title} intro={t.intro}>
      {body()}
    </AccountSection>
  );
}

function Summary({
  status,
  onAction,
}: {
  status: TotpStatus;
  onAction: (action: 'setUp' | 'newCodes' | 'turnOff') => void;
}) {
  const t = dictionary().twoFactor;
  if (!status.enabled) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink">{t.statusOff}</p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => onAction('setUp')}>
            {t.setUp}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink">{t.statusOn}</p>
      <p className="text-sm text-muted">{format(t.codesLeft, { count: status.recoveryCodesLeft })}</p>
      {status.recoveryCodesLeft < FEW_CODES ? <p className="text-sm text-caution">{t.codesLow}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => onAction('newCodes')}>
          {t.newCodes}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onAction('turnOff')}>
          {t.turnOff}
        </button>
      </div>
    </div>
  );
}

/** The toast of a finished change, with the number of other sessions it ended, if any. */
function toastDone(title: string, { otherSessionsEnded }: SessionsEnded): void {
  const t = dictionary().twoFactor;
  const description = otherSessionsEnded > 0 ? format(t.otherSessionsEnded, { count: otherSessionsEnded }) : undefined;
  toast({ title, ...(description ? { description } : {}) });
}

interface ProofStepProps {
  action: 'setUp' | 'newCodes' | 'turnOff';
  hasPassword: boolean;
  onCancel: () => void;
  setView: (view: View) => void;
  reload: () => void;
}

/** The current password, then the action it was asked for. */
function ProofStep({ action, hasPassword, onCancel, setView, reload }: ProofStepProps) {
  const t = dictionary().twoFactor;
  const submitLabel = t.proofFor[action];
  if (action === 'setUp') {
    return (
      <ProofForm<TotpSetup>
        path="/api/auth/totp/setup"
        hasPassword={hasPassword}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onAnswer={(setup) => setView({ name: 'enrolling', setup })}
      />
    );
  }
  if (action === 'newCodes') {
    return (
      <ProofForm<RecoveryCodes & SessionsEnded>
        path="/api/auth/totp/recovery-codes"
        hasPassword={hasPassword}
        submitLabel={submitLabel}
        warning={t.newCodesWarning}
        offerEndOthers
        onCancel={onCancel}
        onAnswer={(answer) => {
          if (answer.otherSessionsEnded > 0) toastDone(t.newCodes, answer);
          setView({ name: 'codes', codes: answer.recoveryCodes });
          reload();
        }}
      />
    );
  }
  return (
    <ProofForm<SessionsEnded>
      path="/api/auth/totp/disable"
      hasPassword={hasPassword}
      submitLabel={submitLabel}
      warning={t.turnOffWarning}
      offerEndOthers
      onCancel={onCancel}
      onAnswer={(answer) => {
        toastDone(t.disabledToast, answer);
        setView({ name: 'idle' });
        reload();
      }}
    />
  );
}
