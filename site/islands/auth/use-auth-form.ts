/**
 * What the login and register forms share: values, field errors checked with the
 * API's own schema, focus on the first invalid field, the toasts, and the redirect to a safe
 * `next` on success.
 *
 * @example const form = useAuthForm({ schema: loginRequestSchema, endpoint: '/api/auth/login', initial, toasts });
 */
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { toast } from '../../components/ui/Toast.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { type FieldErrors, focusFirstInvalid, goNext, schemaErrors, submitAuth } from './auth-submit.ts';

interface AuthFormOptions<V extends Record<string, string>> {
  /** The API's request schema; the form's values are its input. */
  schema: Pick<z.ZodType, 'safeParse'>;
  endpoint: '/api/auth/login' | '/api/auth/register';
  initial: V;
  toasts: { success: { title: string; description: string }; failure: { title: string; fallback: string } };
}

export function useAuthForm<V extends Record<string, string>>({
  schema,
  endpoint,
  initial,
  toasts,
}: AuthFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    focusFirstInvalid(formRef.current, fields);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return showErrors(schemaErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const outcome = await submitAuth(endpoint, parsed.data);
    if (outcome.ok) {
      toast(toasts.success);
      goNext();
      return;
    }
    setBusy(false);
    showErrors(outcome.fields);
    toast({
      title: toasts.failure.title,
      description: outcome.message ?? toasts.failure.fallback,
      variant: 'destructive',
    });
  }

  return { values, errors, busy, hydrated, formRef, set, onSubmit };
}
