/**
 * The current password a sensitive change asks for (docs/security.md: recent proof before a
 * change to how an account signs in), with the change's own submit label and a line saying
 * what it does. An account without a password (`user.hasPassword` false) sees no field, only a
 * line saying its recent sign-in confirms the change, and sends none: the server then checks that
 * its sign-in is recent. A change to the second factor also offers to end every other session.
 *
 * @example <ProofForm path="/api/auth/totp/disable" hasPassword={user.hasPassword} submitLabel="Turn off" onAnswer={…} onCancel={…} />
 */
import { proofRequestSchema } from '@alpora/shared/schemas/two-factor';
import { useId, useState } from 'react';
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { AuthField } from '#site/islands/auth/AuthField.tsx';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { twoFactorSender } from './two-factor-sender.ts';

interface Props<Answer> {
  path: string;
  /** False for an account opened by single sign-on: no field to fill, since there is no password. */
  hasPassword: boolean;
  submitLabel: string;
  warning?: string | undefined;
  /** Shows "Sign out everywhere else" and sends the owner's choice. */
  offerEndOthers?: boolean;
  onAnswer: (answer: Answer) => void;
  onCancel: () => void;
}

export function ProofForm<Answer>({
  path,
  hasPassword,
  submitLabel,
  warning,
  offerEndOthers = false,
  onAnswer,
  onCancel,
}: Props<Answer>) {
  const t = dictionary().twoFactor;
  const endOthersId = useId();
  const [endOthers, setEndOthers] = useState(false);
  const toBody = (data: { currentPassword?: string | undefined }) => ({
    currentPassword: data.currentPassword || undefined,
    ...(offerEndOthers ? { endOtherSessions: endOthers } : {}),
  });
  const form = useForm({
    schema: proofRequestSchema,
    send: twoFactorSender(path, toBody, onAnswer, ['currentPassword']),
  });
  return (
    <FormFrame form={form} className="grid gap-4">
      {warning ? <p className="text-sm text-ink">{warning}</p> : null}
      {hasPassword ? (
        <AuthField
          {...form.field('currentPassword')}
          label={t.currentPassword}
          hint={t.currentPasswordHint}
          type="password"
          autoComplete="current-password"
        />
      ) : (
        <p className="text-sm text-muted">{dictionary().recentProof.bySignIn}</p>
      )}
      {offerEndOthers ? (
        <CheckboxField
          id={endOthersId}
          name="endOtherSessions"
          label={t.endOtherSessions}
          hint={t.endOtherSessionsHint}
          checked={endOthers}
          onChange={setEndOthers}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
          {form.busy ? t.working : submitLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </FormFrame>
  );
}
