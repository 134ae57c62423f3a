/**
 * Setting up an authenticator app: scan the QR code (or type the key, grouped by four and
 * copyable), then type the first code the app shows. The first code turns two-factor sign-in
 * on; the owner may end their other sessions at the same time (docs/decisions.md §98).
 *
 * @example <TotpEnrolment setup={setup} account="ada" onEnabled={(answer) => showCodes(answer)} onCancel={close} />
 */
import { type TotpConfirmation, type TotpSetup, totpConfirmRequestSchema } from '@alpora/shared/schemas/two-factor';
import { useState } from 'react';
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { TotpCodeField } from './TotpCodeField.tsx';
import { TotpKey } from './TotpKey.tsx';
import { twoFactorSender } from './two-factor-sender.ts';

interface Props {
  setup: TotpSetup;
  account: string;
  onEnabled: (answer: TotpConfirmation) => void;
  onCancel: () => void;
}

const codeSchema = totpConfirmRequestSchema.pick({ code: true });

export function TotpEnrolment({ setup, account, onEnabled, onCancel }: Props) {
  const t = dictionary().twoFactor;
  const [endOthers, setEndOthers] = useState(false);
  const form = useForm({
    schema: codeSchema,
    send: twoFactorSender('/api/auth/totp/confirm', (data) => ({ ...data, endOtherSessions: endOthers }), onEnabled, [
      'code',
    ]),
  });
  const code = form.field('code');
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <h3 className="text-base font-semibold text-ink">{t.scanTitle}</h3>
        <TotpKey uri={setup.uri} secret={setup.secret} account={account} />
      </div>
      <FormFrame form={form} className="grid gap-4">
        <h3 className="text-base font-semibold text-ink">{t.confirmTitle}</h3>
        <TotpCodeField field={code} label={t.code} />
        <CheckboxField
          id={`${code.id}-end-others`}
          name="endOtherSessions"
          label={t.endOtherSessions}
          hint={t.endOtherSessionsHint}
          checked={endOthers}
          onChange={setEndOthers}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
            {form.busy ? t.working : t.confirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </FormFrame>
    </div>
  );
}
