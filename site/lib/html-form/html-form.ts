/**
 * A server-rendered form made live without a framework (docs/decisions.md §350): what the
 * React form hook (`site/islands/forms/use-form.ts`) does, for the pages that must paint and
 * work on little JavaScript. The HTML holds the whole form, its fieldset disabled so nothing
 * can be typed or posted before this script runs; then the shared schema checks the fields,
 * its field messages in the page's language appear under them (tied to the control by
 * `aria-describedby`, the control marked `aria-invalid`) and focus moves to the first invalid
 * one; the send strategy posts, and the server's messages come back to their fields.
 *
 * Markup it expects: a `<form novalidate>` with one `<fieldset disabled>`, controls named as
 * the schema's keys, each inside a wrapper that the error message follows, and a submit button
 * whose `data-busy-label` it shows while sending.
 *
 * @example enhanceForm(form, { schema: loginRequestSchema, send: (data) => post(data) });
 */
import { FIELD_MESSAGE_LOADERS, type FieldMessages } from '@alpora/shared/field-messages/catalogue';
import { fieldErrorsIn } from '@alpora/shared/field-messages/sentences';
import { DEFAULT_LOCALE } from '@alpora/shared/locales';
import type { z } from 'zod';
import { documentLocale } from '#site/lib/document-locale.ts';
import { assertRefusalsShown, ownFieldMessages } from '#site/lib/form-refusals.ts';

/** What a send reports: done, or the API's messages by field name. */
export type HtmlSendOutcome<Done> = { ok: true; done: Done } | { ok: false; fields: Record<string, string> };

export interface HtmlFormOptions<S extends z.ZodObject, Done> {
  schema: S;
  send: (data: z.output<S>) => Promise<HtmlSendOutcome<Done>>;
  /** What the page shows once sent, when it stays (a sign-in leaves the page instead). */
  onDone?: (done: Done) => void;
}

const ERROR_ICON =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor" class="mt-0.5 shrink-0"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z"/></svg>';

type Control = HTMLInputElement;

function controlsOf(form: HTMLFormElement, names: string[]): Map<string, Control> {
  const controls = new Map<string, Control>();
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement) controls.set(name, control);
  }
  return controls;
}

/**
 * Shows or clears a field's message, as the React `FieldError` does: a paragraph after the
 * control's wrapper, read with the control after its hint.
 */
export function setFieldError(control: Control, message: string | undefined): void {
  const errorId = `${control.id}-error`;
  let shown = document.getElementById(errorId);
  const hintId = `${control.id}-hint`;
  const hint = document.getElementById(hintId) ? hintId : '';
  if (!message) {
    shown?.remove();
    control.removeAttribute('aria-invalid');
    if (hint) control.setAttribute('aria-describedby', hint);
    else control.removeAttribute('aria-describedby');
    return;
  }
  if (!shown) {
    shown = document.createElement('p');
    shown.id = errorId;
    shown.className = 'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-negative';
    (control.parentElement ?? control).after(shown);
  }
  shown.innerHTML = ERROR_ICON;
  shown.append(message);
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', [hint, errorId].filter(Boolean).join(' '));
}

export function enhanceForm<S extends z.ZodObject, Done>(form: HTMLFormElement, options: HtmlFormOptions<S, Done>) {
  const fieldset = form.querySelector('fieldset');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = submit?.textContent ?? '';
  const controls = controlsOf(form, Object.keys(options.schema.shape));
  // The page's catalogue only (docs/decisions.md §297), asked for when the person first enters the
  // form: a page only looked at loads none, and a first mistake rarely waits on it.
  let messages: Promise<FieldMessages> | undefined;
  const loadMessages = () => {
    // A load that failed (no network) is tried again at the next submit.
    messages ??= FIELD_MESSAGE_LOADERS[documentLocale() ?? DEFAULT_LOCALE]().catch((error: unknown) => {
      messages = undefined;
      throw error;
    });
    return messages;
  };
  form.addEventListener('focusin', () => void loadMessages(), { once: true });
  let busy = false;

  const setBusy = (next: boolean) => {
    busy = next;
    form.setAttribute('aria-busy', String(next));
    if (submit) {
      submit.disabled = next;
      submit.textContent = next ? (submit.dataset.busyLabel ?? idleLabel) : idleLabel;
    }
  };

  /** Marks the fields with messages, clears the others, and focuses the first marked. */
  const showErrors = (errors: Record<string, string | undefined>) => {
    for (const [name, control] of controls) setFieldError(control, errors[name]);
    // Form order, as the person meets the fields; keyboard and screen-reader users land on the problem.
    const first = Array.from(controls.values()).find((control) => errors[control.name]);
    first?.focus();
  };

  /** Messages of this form's fields only. */
  const ownErrors = (fields: Record<string, string>) => ownFieldMessages(fields, (name) => controls.has(name));

  form.addEventListener('input', (event) => {
    const control = event.target;
    if (control instanceof HTMLInputElement && control.getAttribute('aria-invalid')) setFieldError(control, undefined);
  });

  /** Checks, then sends what the schema accepts; resolves once the outcome is shown. */
  const submitForm = async () => {
    if (busy) return;
    const values = Object.fromEntries(Array.from(controls, ([name, control]) => [name, control.value]));
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const refused = fieldErrorsIn(parsed.error, await loadMessages());
      assertRefusalsShown(refused, (name) => controls.has(name));
      showErrors(refused);
      return;
    }
    showErrors({});
    setBusy(true);
    let outcome: Awaited<ReturnType<typeof options.send>>;
    try {
      outcome = await options.send(parsed.data);
    } catch (error) {
      // A sender that throws leaves the form usable, not busy for good.
      setBusy(false);
      throw error;
    }
    if (outcome.ok) {
      options.onDone?.(outcome.done);
      return;
    }
    setBusy(false);
    showErrors(ownErrors(outcome.fields));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitForm();
  });

  if (fieldset) fieldset.disabled = false;
  form.dataset.hydrated = 'true';
  return { submit: submitForm };
}
