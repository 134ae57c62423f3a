/**
 * The register form (docs/product.md#accounts: username, email, password required; names optional;
 * toasts). The same schema as the API's checks each field before sending; the server adds
 * what only it knows (taken names, common passwords) as field messages.
 */
import { registerRequestSchema } from '@alpora/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { Toaster } from '../../components/ui/Toast.tsx';
import { dictionary } from '../../i18n/index.ts';
import { AuthField } from './AuthField.tsx';
import { nextPath } from './auth-submit.ts';
import { useAuthForm } from './use-auth-form.ts';

const EMPTY = { firstName: '', lastName: '', username: '', email: '', password: '' };

export default function RegisterForm() {
  const t = dictionary().account;
  const { values, errors, busy, hydrated, formRef, set, onSubmit } = useAuthForm({
    schema: registerRequestSchema,
    endpoint: '/api/auth/register',
    initial: EMPTY,
    toasts: {
      success: { title: t.success, description: t.registered },
      failure: { title: t.registerFailed, fallback: t.registerFailedFallback },
    },
  });

  // Read after hydration: the server-rendered link cannot know the query string.
  const [loginHref, setLoginHref] = useState('/login');
  useEffect(() => setLoginHref(`/login?next=${encodeURIComponent(nextPath())}`), []);
  const field = (name: keyof typeof EMPTY) => ({
    id: `register-${name}`,
    name,
    label: t[name],
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });
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
          <div className="grid gap-5 sm:grid-cols-2">
            <AuthField {...field('firstName')} autoComplete="given-name" optionalLabel={t.optional} />
            <AuthField {...field('lastName')} autoComplete="family-name" optionalLabel={t.optional} />
          </div>
          <AuthField {...field('username')} autoComplete="username" />
          <AuthField {...field('email')} type="email" autoComplete="email" />
          <AuthField {...field('password')} type="password" autoComplete="new-password" hint={t.passwordHint} />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? t.submitting : t.submitRegister}
          </button>
        </fieldset>
        <p className="text-center text-sm text-muted">
          {t.toLogin}{' '}
          <a href={loginHref} className="font-semibold text-brand-dark underline underline-offset-2">
            {t.toLoginLink}
          </a>
        </p>
      </form>
      <Toaster />
    </>
  );
}
