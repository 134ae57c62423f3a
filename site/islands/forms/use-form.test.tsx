// @vitest-environment jsdom
/**
 * The form hook sends what its schema accepts and shows each refusal under its field; a refusal
 * of a field the form does not show (a value only the sender adds) is a mistake of the form's
 * code and fails loudly, never as a button that silently does nothing.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { type Send, useForm } from './use-form.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const withLanguage = z.object({
  email: z.string().email('field.email.invalid'),
  locale: z.enum(['en', 'fr'], { error: 'field.choice.chooseOneOf' }),
});
const shownOnly = withLanguage.omit({ locale: true });

let root: Root;
/** What the last submit ended with: undefined, or what it threw. */
let submitted: Promise<unknown> | undefined;

beforeEach(() => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
  submitted = undefined;
});

function EmailForm({ schema, send }: { schema: typeof shownOnly; send: Send<{ email: string }, undefined> }) {
  const form = useForm({ schema, send, initial: { email: 'ada@fund.example' } });
  const email = form.field('email');
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        submitted = form.onSubmit(event).then(
          () => undefined,
          (error: unknown) => error,
        );
      }}
    >
      <input id={email.id} name={email.name} value={email.value} onChange={(e) => email.onChange(e.target.value)} />
      <p>{form.phase}</p>
    </form>
  );
}

async function submit(): Promise<void> {
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('useForm', () => {
  test('sends the shown fields once the schema accepts them', async () => {
    const send = vi.fn<Send<{ email: string }, undefined>>(async () => ({ ok: true, done: undefined }));
    act(() => root.render(<EmailForm schema={shownOnly} send={send} />));
    await submit();
    expect(await submitted).toBeUndefined();
    expect(send).toHaveBeenCalledWith({ email: 'ada@fund.example' }, expect.anything());
    expect(document.querySelector('p')?.textContent).toBe('success');
  });

  test('fails loudly when its schema refuses a field the form does not show', async () => {
    const send = vi.fn<Send<{ email: string }, undefined>>(async () => ({ ok: true, done: undefined }));
    act(() => root.render(<EmailForm schema={withLanguage as unknown as typeof shownOnly} send={send} />));
    await submit();
    expect(String(await submitted)).toContain("The form's schema refuses locale, which the form does not show");
    expect(send).not.toHaveBeenCalled();
  });
});
