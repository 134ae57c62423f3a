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
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { CopyButton } from './CopyButton.tsx';
import { TotpQrCode } from './TotpQrCode.tsx';
import { twoFactorSender } from './two-factor-sender.ts';

interface Props {
  setup: TotpSetup;
  account: string;
  onEnabled: (answer: TotpConfirmation) => void;
  onCancel: () => void;
}

const codeSchema = totpConfirmRequestSchema.pick({ code: true });

/** The key in groups of four, as apps print it: easier to read out and to compare. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

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
        <p className="text-sm text-muted">{t.scanHint}</p>
        <TotpQrCode uri={setup.uri} label={format(t.qrLabel, { account })} />
        <p className="text-sm text-ink">{t.secretLabel}</p>
        <div className="flex flex-wrap items-center gap-3">
          <code className="rounded bg-wash px-2 py-1 font-mono text-base tracking-wider text-ink">
            {grouped(setup.secret)}
          </code>
          <CopyButton text={setup.secret} label={t.copy} />
        </div>
      </div>
      <FormFrame form={form} className="grid gap-4">
        <h3 className="text-base font-semibold text-ink">{t.confirmTitle}</h3>
        <FieldShell id={code.id} label={t.code} error={code.error}>
          {(describedBy) => (
            <input
              id={code.id}
              name={code.name}
              value={code.value}
              onChange={(event) => code.onChange(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={16}
              required
              aria-invalid={code.error ? true : undefined}
              aria-describedby={describedBy}
              className={`${controlClass} max-w-40 font-mono tracking-widest`}
            />
          )}
        </FieldShell>
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
