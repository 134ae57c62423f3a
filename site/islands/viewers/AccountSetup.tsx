/**
 * /set-up-account?token=… (docs/back-office.md#roles): the person an operator opened an account
 * for chooses its password and, for a staff role, enrols an authenticator app in the same form
 * (the QR code and key of /account's set-up), since staff never sign in on one factor. Success
 * signs them in; a staff account first sees its recovery codes, once, then goes to /admin.
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import {
  type AccountSetupDone,
  accountSetupCompleteSchema,
  type AccountSetup as Setup,
} from '@alpora/shared/schemas/account-setup';
import { useEffect, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { Toaster, toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { CopyButton } from '#site/islands/account/CopyButton.tsx';
import { RecoveryCodesPanel } from '#site/islands/account/RecoveryCodesPanel.tsx';
import { TotpQrCode } from '#site/islands/account/TotpQrCode.tsx';
import { AuthField } from '#site/islands/auth/AuthField.tsx';
import { completeSignIn } from '#site/islands/auth/auth-sender.ts';
import { RecoveryNotice } from '#site/islands/auth/RecoveryNotice.tsx';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { type FieldProps, useForm } from '#site/islands/forms/use-form.ts';
import { linkToken } from '#site/lib/email-confirm.ts';

/** A staff account's form asks for the app's code too; a client's only for the password. */
const staffSchema = accountSetupCompleteSchema
  .pick({ password: true })
  .extend({ code: accountSetupCompleteSchema.shape.code.unwrap() });
const clientSchema = accountSetupCompleteSchema.pick({ password: true });

type Lookup = { status: 'loading' } | { status: 'ready'; setup: Setup } | { status: 'invalid' };

function TotpStep({ totp, username, code }: { totp: NonNullable<Setup['totp']>; username: string; code: FieldProps }) {
  const t = dictionary().twoFactor;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink">{dictionary().viewers.setupStaff}</p>
      <p className="text-sm text-muted">{t.scanHint}</p>
      <TotpQrCode uri={totp.uri} label={format(t.qrLabel, { account: username })} />
      <p className="text-sm text-ink">{t.secretLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded bg-wash px-2 py-1 font-mono text-base tracking-wider text-ink">
          {totp.secret.match(/.{1,4}/g)?.join(' ') ?? totp.secret}
        </code>
        <CopyButton text={totp.secret} label={t.copy} />
      </div>
      <FieldShell id={code.id} label={dictionary().viewers.setupCode} error={code.error}>
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
    </div>
  );
}

export default function AccountSetup() {
  const t = dictionary().viewers;
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  useEffect(() => {
    // Read after hydration: the server-rendered page cannot know the query string.
    const found = linkToken(window.location.search);
    setToken(found);
    if (!found) {
      setLookup({ status: 'invalid' });
      return;
    }
    apiRequest<Setup>('/api/account-setup/start', { body: { token: found } })
      .then((setup) => setLookup({ status: 'ready', setup }))
      .catch(() => setLookup({ status: 'invalid' }));
  }, []);
  const setup = lookup.status === 'ready' ? lookup.setup : null;
  const form = useForm({
    // The form's values start with both fields (the staff shape); a client's check needs only the password.
    schema: (setup && !setup.totp ? clientSchema : staffSchema) as typeof staffSchema,
    send: async (data) => {
      try {
        const answer = await apiRequest<AccountSetupDone>('/api/account-setup/complete', { body: { ...data, token } });
        if (answer.recoveryCodes) {
          // Signed in already; the codes are shown once before the page moves on.
          writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
          setCodes(answer.recoveryCodes);
        } else {
          completeSignIn(answer, { title: dictionary().account.success, description: dictionary().account.registered });
        }
        return { ok: true, done: undefined };
      } catch (error) {
        const failure = error instanceof ApiRequestError ? error : undefined;
        if (failure?.status === 404) setLookup({ status: 'invalid' });
        toast({
          title: t.setupFailed,
          description: failure?.apiError?.message ?? String(error),
          variant: 'destructive',
        });
        return { ok: false, fields: failure?.apiError?.fields ?? {}, fallback: 'editing' };
      }
    },
  });

  if (lookup.status === 'invalid') {
    return (
      <RecoveryNotice
        tone="problem"
        title={dictionary().recovery.linkProblemTitle}
        text={t.setupProblem}
        link={{ href: '/', label: t.toHome }}
        takeFocus={token !== null}
      />
    );
  }
  if (codes && lookup.status === 'ready') {
    return (
      <div className="grid gap-4">
        <h2 className="text-base font-semibold text-ink">{t.setupReady}</h2>
        <RecoveryCodesPanel
          codes={codes}
          account={lookup.setup.username}
          onDone={() => window.location.assign('/admin')}
        />
      </div>
    );
  }
  return (
    <>
      {setup ? (
        <p className="mb-5 break-words rounded-md border border-line border-l-4 border-l-brand bg-wash p-4 text-sm text-ink">
          {format(t.setupFor, { username: setup.username, email: setup.email })}
        </p>
      ) : (
        <p role="status" className="mb-5 text-sm text-muted">
          {t.setupLoading}
        </p>
      )}
      <FormFrame form={form} ready={setup !== null}>
        {/* The username, for password managers to save with the new password. */}
        <input type="text" name="username" autoComplete="username" value={setup?.username ?? ''} readOnly hidden />
        <AuthField
          {...form.field('password')}
          label={t.password}
          type="password"
          autoComplete="new-password"
          hint={dictionary().account.passwordHint}
        />
        {setup?.totp ? <TotpStep totp={setup.totp} username={setup.username} code={form.field('code')} /> : null}
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.setupSubmitting : t.setupSubmit}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
