/**
 * /set-up-account?token=… (docs/back-office.md#roles): the person an operator opened an account
 * for chooses its password and, for a staff role, enrols an authenticator app in the same form
 * (the QR code and key of /account's set-up), since staff never sign in on one factor. Success
 * signs them in; a staff account first sees its recovery codes, once, then goes to /admin.
 */
import { apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import {
  type AccountSetupDone,
  accountSetupCompleteSchema,
  type AccountSetup as Setup,
} from '@alpora/shared/schemas/account-setup';
import { useState } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { RecoveryCodesPanel } from '#site/islands/account/RecoveryCodesPanel.tsx';
import { TotpCodeField } from '#site/islands/account/TotpCodeField.tsx';
import { TotpKey } from '#site/islands/account/TotpKey.tsx';
import { NewPasswordField } from '#site/islands/auth/AuthField.tsx';
import { completeSignIn } from '#site/islands/auth/auth-sender.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { type FieldProps, useForm } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';
import { LinkPage } from './LinkPage.tsx';
import { useLinkLookup } from './use-link-lookup.ts';

/** A staff account's form asks for the app's code too; a client's only for the password. */
const staffSchema = accountSetupCompleteSchema
  .pick({ password: true })
  .extend({ code: accountSetupCompleteSchema.shape.code.unwrap() });
const clientSchema = accountSetupCompleteSchema.pick({ password: true });

function TotpStep({ totp, username, code }: { totp: NonNullable<Setup['totp']>; username: string; code: FieldProps }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink">{dictionary().viewers.setupStaff}</p>
      <TotpKey uri={totp.uri} secret={totp.secret} account={username} />
      <TotpCodeField field={code} label={dictionary().viewers.setupCode} />
    </div>
  );
}

export default function AccountSetup() {
  const t = dictionary().viewers;
  const link = useLinkLookup<Setup>('/api/account-setup/start');
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const setup = link.lookup.status === 'ready' ? link.lookup.found : null;
  const form = useForm({
    // The form's values start with both fields (the staff shape); a client's check needs only the password.
    schema: (setup && !setup.totp ? clientSchema : staffSchema) as typeof staffSchema,
    send: async (data) => {
      try {
        const answer = await apiRequest<AccountSetupDone>('/api/account-setup/complete', {
          body: { ...data, token: link.token, locale: documentLocale() },
        });
        if (answer.recoveryCodes) {
          // Signed in already; the codes are shown once before the page moves on.
          writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
          setCodes(answer.recoveryCodes);
        } else {
          completeSignIn(answer, { title: dictionary().account.success, description: dictionary().account.registered });
        }
        return { ok: true, done: undefined };
      } catch (error) {
        return link.refused(error, t.setupFailed);
      }
    },
  });

  if (codes && setup) {
    return (
      <div className="grid gap-4">
        <h2 className="text-base font-semibold text-ink">{t.setupReady}</h2>
        <RecoveryCodesPanel codes={codes} account={setup.username} onDone={() => window.location.assign('/admin')} />
      </div>
    );
  }
  return (
    <LinkPage
      link={link}
      problem={t.setupProblem}
      loading={t.setupLoading}
      intro={(found) => format(t.setupFor, { username: found.username, email: found.email })}
    >
      <FormFrame form={form} ready={setup !== null}>
        {/* The username, for password managers to save with the new password. */}
        <input type="text" name="username" autoComplete="username" value={setup?.username ?? ''} readOnly hidden />
        <NewPasswordField field={form.field('password')} label={t.password} />
        {setup?.totp ? <TotpStep totp={setup.totp} username={setup.username} code={form.field('code')} /> : null}
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.setupSubmitting : t.setupSubmit}
        </button>
      </FormFrame>
    </LinkPage>
  );
}
