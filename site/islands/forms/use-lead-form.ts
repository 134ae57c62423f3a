/**
 * The state of one lead form: values, field errors from the shared schema (docs/product.md#api),
 * the honeypot, and the send through the outbox (docs/product.md#leads). A form shows
 * success once the lead is sent or safely queued; field errors keep it open.
 *
 * @example const form = useLeadForm({ initial, schema, toPayload }); <input {...form.field('email')} />
 */
import type { LeadInput } from '@alpora/shared/schemas/leads';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type SendResult, sendLead } from '../../lib/outbox.ts';
import { leadMeta } from './lead-meta.ts';

export type FormPhase = 'editing' | 'submitting' | 'success';
type Values = Record<string, string>;

export interface LeadFormOptions<V extends Values, S extends z.ZodType> {
  initial: V;
  /** Validates the form's values with the shared field schemas. */
  schema: S;
  toPayload: (data: z.output<S>, meta: ReturnType<typeof leadMeta>) => LeadInput;
  /** Payload field to form field, where they differ (server messages land on the right field). */
  fieldOf?: Record<string, keyof V>;
  /** Runs after the send and before success shows (logs, analytics, a minimum delay). */
  onSent?: (result: SendResult) => void | Promise<void>;
  /** The sending state lasts at least this long (the one-pager processes about 1 s). */
  minSubmitMs?: number;
}

export function useLeadForm<V extends Values, S extends z.ZodType>(options: LeadFormOptions<V, S>) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [queued, setQueued] = useState(false);
  const [honeypot, setHoneypot] = useState('');

  const showErrors = (next: Partial<Record<keyof V, string>>) => {
    setErrors(next);
    const first = Object.keys(options.initial).find((key) => next[key]);
    // Focus the first invalid field so keyboard and screen-reader users land on the problem.
    requestAnimationFrame(() => {
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof V, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof V] ??= issue.message;
      showErrors(next);
      return;
    }
    setErrors({});
    setPhase('submitting');
    const payload = { ...options.toPayload(parsed.data, leadMeta()), ...(honeypot ? { website: honeypot } : {}) };
    const minimum = new Promise((resolve) => setTimeout(resolve, options.minSubmitMs ?? 0));
    const [result] = await Promise.all([sendLead(payload), minimum]);
    await options.onSent?.(result);
    if (result.status === 'invalid') {
      const next: Partial<Record<keyof V, string>> = {};
      for (const [key, message] of Object.entries(result.fields)) {
        const name = options.fieldOf?.[key] ?? key;
        if (name in options.initial) next[name as keyof V] ??= message;
      }
      if (Object.keys(next).length > 0) {
        setPhase('editing');
        showErrors(next);
        return;
      }
    }
    setQueued(result.status === 'queued');
    setPhase('success');
  };

  const field = <K extends keyof V & string>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { formRef, values, phase, queued, field, onSubmit, honeypot: { value: honeypot, onChange: setHoneypot } };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
