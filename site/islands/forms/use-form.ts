/**
 * The one form hook of the site: values, field messages from the shared schema in the page's
 * language (the same ones the API answers, `@alpora/shared/field-errors`), server messages mapped back to their
 * fields, focus on the first invalid field, the busy state and the hydration guard. How a
 * form is sent is a strategy passed in: `leadSender` (through the outbox) for lead forms,
 * `recoverySender` for the account-recovery forms. (The login and register pages check with the
 * same schemas and messages without a framework: `site/lib/html-form/html-form.ts`.)
 *
 * The schema is the shared one, or derived from it with `.pick()`/`.omit()`/`.extend()`;
 * its keys are the form's field names, each starting empty unless `initial` says otherwise.
 * A future form (password reset, MFA code, a subscription, a privacy request, an admin
 * filter) writes its schema in `@alpora/shared/schemas`, renders its fields with
 * `form.field(name)` and passes a `send` that posts to its endpoint.
 *
 * @example
 * const form = useForm({
 *   schema: contactLeadSchema.omit(LEAD_META),
 *   send: leadSender({ kind: 'contact', toPayload: (data, meta) => ({ kind: 'contact', ...meta, ...data }) }),
 * });
 * // <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
 * //   <TextField label="Email" {...form.field('email')} />
 * // </form>
 */
import { fieldErrorsIn } from '@alpora/shared/field-messages/sentences';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldMessages } from '#site/i18n/index.ts';
import { useHydrated } from '#site/islands/use-hydrated.ts';
import { assertRefusalsShown, ownFieldMessages } from '#site/lib/form-refusals.ts';

export type FormPhase = 'editing' | 'submitting' | 'success';

/** The raw text of every field, before the schema trims and checks it. */
export type FormValues<S extends z.ZodObject> = Record<keyof S['shape'] & string, string>;

/** What a send strategy reports: done (with what the form should know), or messages. */
export type SendOutcome<Done> =
  | { ok: true; done: Done }
  | {
      ok: false;
      /** Messages by field name, as the API answers them. */
      fields: Record<string, string>;
      /** What the form shows when no message names one of its fields. */
      fallback: 'editing' | 'success';
      /** The server's reason when it names no field (with fallback 'editing'): shown above the button. */
      refusal?: string;
    };

export type Send<Data, Done> = (data: Data, context: { form: HTMLFormElement | null }) => Promise<SendOutcome<Done>>;

/** What `form.field(name)` gives a field component: spread it into a TextField or SelectField. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export interface FormOptions<S extends z.ZodObject, Done> {
  schema: S;
  send: Send<z.output<S>, Done>;
  /** Values other than empty, e.g. a plan chosen before the form opened. */
  initial?: Partial<FormValues<S>>;
  /** Server field name to form field name, where a payload names a field differently. */
  fieldOf?: Record<string, keyof S['shape'] & string>;
}

/** After the render that marks the fields invalid, focus the first in form order. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string | undefined>): void {
  requestAnimationFrame(() => {
    const control = Array.from(form?.elements ?? []).find(
      (element) => 'name' in element && typeof element.name === 'string' && errors[element.name],
    );
    if (control instanceof HTMLElement) control.focus();
  });
}

export function useForm<S extends z.ZodObject, Done = undefined>(options: FormOptions<S, Done>) {
  type Name = keyof S['shape'] & string;
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [values, setValues] = useState(
    () =>
      ({
        ...Object.fromEntries(Object.keys(options.schema.shape).map((name) => [name, ''])),
        ...options.initial,
      }) as FormValues<S>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [done, setDone] = useState<Done>();
  const [refusal, setRefusal] = useState<string>();

  /** Keeps the messages of this form's fields, under their form names. */
  const ownFields = (fields: Record<string, string>) =>
    ownFieldMessages<Name>(fields, (name) => name in values, options.fieldOf);

  const showErrors = (next: Partial<Record<Name, string>>) => {
    setErrors(next);
    // Keyboard and screen-reader users land on the problem.
    focusFirstInvalid(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const refused = ownFields(fieldErrorsIn(parsed.error, fieldMessages()));
      assertRefusalsShown(refused, (name) => Boolean(formRef.current?.elements.namedItem(name)));
      return showErrors(refused);
    }
    setErrors({});
    setRefusal(undefined);
    setPhase('submitting');
    const outcome = await options.send(parsed.data, { form: formRef.current });
    if (outcome.ok) {
      setDone(() => outcome.done);
      setPhase('success');
      return;
    }
    // A refusal comes with the 'editing' fallback: the form stays filled under its message.
    setRefusal(outcome.refusal);
    const own = ownFields(outcome.fields);
    const named = Object.keys(own).length > 0;
    setPhase(named ? 'editing' : outcome.fallback);
    if (named || outcome.fallback === 'editing') showErrors(own);
  };

  const field = (name: Name): FieldProps => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Busy from the send until the form is replaced or the page moves on. */
  const busy = phase !== 'editing';
  return { formRef, values, phase, busy, hydrated, done, refusal, field, onSubmit };
}

export type Form = ReturnType<typeof useForm>;
