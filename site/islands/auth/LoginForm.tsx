/**
 * The login form (docs/product.md#accounts: username and password required; toasts). The username
 * keeps its case as typed; the server compares case-insensitively.
 */
import { loginRequestSchema } from '@alpora/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { Toaster } from '../../components/ui/Toast.tsx';
import { dictionary } from '../../i18n/index.ts';
import { AuthField } from './AuthField.tsx';
import { nextPath } from './auth-submit.ts';
import { useAuthForm } from './use-auth-form.ts';

export default function LoginForm() {
  const t = dictionary().account;
  const { values, errors, busy, hydrated, formRef, set, onSubmit } = useAuthForm({
    schema: loginRequestSchema,
    endpoint: '/api/auth/login',
    initial: { username: '', password: '' },
    toasts: {
      success: { title: t.success, description: t.loggedIn },
      failure: { title: t.loginFailed, fallback: t.loginFailedFallback },
    },
  });

  // Read after hydration: the server-rendered link cannot know the query string.
  const [registerHref, setRegisterHref] = useState('/register');
  useEffect(() => setRegisterHref(`/register?next=${encodeURIComponent(nextPath())}`), []);
  return (
    <>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5"
        aria-busy={busy}
        data-hydrated={hydrated ? 'true' : undefined}
      >
        <fieldset disabled={!hydrated} className="m-0 grid min-w-0 gap-5 border-0 p-0">
          <AuthField
            id="login-username"
            name="username"
            label={t.username}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
          />
          <AuthField
            id="login-password"
            name="password"
            type="password"
            label={t.password}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? t.submitting : t.submitLogin}
          </button>
        </fieldset>
        <p className="text-center text-sm text-muted">
          {t.toRegister}{' '}
          <a href={registerHref} className="font-semibold text-brand-dark underline underline-offset-2">
            {t.toRegisterLink}
          </a>
        </p>
      </form>
      <Toaster />
    </>
  );
}
