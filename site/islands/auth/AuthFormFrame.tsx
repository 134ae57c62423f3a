/**
 * The frame of the login and register forms: a real POST form (never a GET that would put a
 * password in the URL) disabled until hydrated, the submit button, the link to the other
 * form keeping `next`, and the toasts.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import type { Form } from '#site/islands/forms/use-form.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { type AuthKind, nextPath } from './auth-sender.ts';

interface AuthFormFrameProps {
  form: Pick<Form, 'formRef' | 'onSubmit' | 'busy' | 'hydrated'>;
  kind: AuthKind;
  children: ReactNode;
}

export function AuthFormFrame({ form, kind, children }: AuthFormFrameProps) {
  const t = dictionary().account;
  const submitLabel = kind === 'login' ? t.submitLogin : t.submitRegister;
  // Each form links to the other one.
  const other =
    kind === 'login'
      ? { question: t.toRegister, link: t.toRegisterLink, path: localizedHref('/register') }
      : { question: t.toLogin, link: t.toLoginLink, path: localizedHref('/login') };
  // Read after hydration: the server-rendered link cannot know the query string.
  const [otherHref, setOtherHref] = useState<string>(other.path);
  useEffect(() => setOtherHref(`${other.path}?next=${encodeURIComponent(nextPath())}`), [other.path]);
  return (
    <>
      <FormFrame
        form={form}
        after={
          <p className="text-center text-sm text-muted">
            {other.question}{' '}
            <a href={otherHref} className="font-semibold text-brand-dark underline underline-offset-2">
              {other.link}
            </a>
          </p>
        }
      >
        {children}
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.submitting : submitLabel}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
