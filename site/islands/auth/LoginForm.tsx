/**
 * The login form (SPEC 2, 5: username and password required; SPEC 8 toasts). The username
 * keeps its case as typed; the server compares case-insensitively.
 */
import { loginRequestSchema } from '@alpora/shared/schemas/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Toaster, toast } from '../../components/ui/Toast.tsx';
import { dictionary } from '../../i18n/index.ts';
import { AuthField } from './AuthField.tsx';
import { type FieldErrors, focusFirstInvalid, goNext, nextPath, schemaErrors, submitAuth } from './auth-submit.ts';

export default function LoginForm() {
  const t = dictionary().account;
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Server-rendered fields stay disabled until React runs the form: nothing typed is lost to
  // hydration, and Enter cannot submit the password natively before then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = schemaErrors(parsed.error);
      setErrors(fields);
      focusFirstInvalid(formRef.current, fields);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await submitAuth('/api/auth/login', parsed.data);
    if (outcome.ok) {
      toast({ title: t.success, description: t.loggedIn });
      goNext();
      return;
    }
    setBusy(false);
    setErrors(outcome.fields);
    focusFirstInvalid(formRef.current, outcome.fields);
    toast({ title: t.loginFailed, description: outcome.message ?? t.loginFailedFallback, variant: 'destructive' });
  }

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
