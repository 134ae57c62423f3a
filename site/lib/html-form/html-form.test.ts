// @vitest-environment jsdom
/**
 * A server-rendered form made live without a framework (docs/decisions.md §350): inert until its
 * script runs, then the shared schema's messages under their fields, tied for screen readers,
 * focus on the first invalid field, the API's messages back on their fields, and only what the
 * schema accepts sent.
 */

import { en } from '@alpora/shared/field-messages/en';
import { loginRequestSchema } from '@alpora/shared/schemas/auth';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { enhanceForm, type HtmlSendOutcome } from './html-form.ts';

/** The markup `HtmlForm.astro` and `HtmlField.astro` render, for two fields. */
function renderForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="post" novalidate>
      <fieldset disabled>
        <div>
          <label for="f-username">Username</label>
          <div class="mt-1.5"><input id="f-username" name="username" /></div>
        </div>
        <div>
          <label for="f-password">Password</label>
          <p id="f-password-hint">At least 12 characters</p>
          <div class="mt-1.5"><input id="f-password" name="password" type="password" aria-describedby="f-password-hint" /></div>
        </div>
        <button type="submit" data-busy-label="Please wait…">Log in</button>
      </fieldset>
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

function type(name: string, value: string): void {
  input(name).value = value;
  input(name).dispatchEvent(new Event('input', { bubbles: true }));
}

type Sent = z.output<typeof loginRequestSchema>;

let form: HTMLFormElement;
beforeEach(() => {
  form = renderForm();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a server-rendered form', () => {
  test('stays disabled until enhanced, then is live and says so', () => {
    expect(form.querySelector('fieldset')?.disabled).toBe(true);
    expect(form.dataset.hydrated).toBeUndefined();
    enhanceForm(form, { schema: loginRequestSchema, send: vi.fn() });
    expect(form.querySelector('fieldset')?.disabled).toBe(false);
    expect(form.dataset.hydrated).toBe('true');
  });

  test("shows the schema's messages under their fields and focuses the first invalid one", async () => {
    const send = vi.fn();
    const { submit } = enhanceForm(form, { schema: loginRequestSchema, send });
    type('password', 'secret');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(input('username').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('f-username-error')?.textContent).toBe(en['field.login.username']);
    expect(input('username').getAttribute('aria-describedby')).toBe('f-username-error');
    expect(document.activeElement).toBe(input('username'));
    expect(input('password').hasAttribute('aria-invalid')).toBe(false);
  });

  test('reads a message after the hint, and clears it when the person types', async () => {
    const { submit } = enhanceForm(form, { schema: loginRequestSchema, send: vi.fn() });
    type('username', 'ada');
    await submit();
    expect(input('password').getAttribute('aria-describedby')).toBe('f-password-hint f-password-error');
    type('password', 'a');
    expect(input('password').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('f-password-error')).toBeNull();
    expect(input('password').getAttribute('aria-describedby')).toBe('f-password-hint');
  });

  test("sends what the schema accepts, busy meanwhile, and puts the API's messages on their fields", async () => {
    let answer: (outcome: HtmlSendOutcome<undefined>) => void = () => {};
    const send = vi.fn(
      (_data: Sent) =>
        new Promise<HtmlSendOutcome<undefined>>((resolve) => {
          answer = resolve;
        }),
    );
    const { submit } = enhanceForm(form, { schema: loginRequestSchema, send });
    type('username', '  Ada ');
    type('password', 'a quiet harbour');
    const sending = submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toEqual({ username: 'Ada', password: 'a quiet harbour' });
    const button = form.querySelector('button');
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toBe('Please wait…');
    answer({ ok: false, fields: { password: 'Invalid username or password.', other: 'not shown' } });
    await sending;
    expect(button?.disabled).toBe(false);
    expect(button?.textContent).toBe('Log in');
    expect(document.getElementById('f-password-error')?.textContent).toBe('Invalid username or password.');
    expect(document.activeElement).toBe(input('password'));
  });

  test('hands a success to the page', async () => {
    const onDone = vi.fn();
    const { submit } = enhanceForm(form, {
      schema: loginRequestSchema,
      send: async () => ({ ok: true, done: 'sent' }),
      onDone,
    });
    type('username', 'ada');
    type('password', 'a quiet harbour');
    await submit();
    expect(onDone).toHaveBeenCalledWith('sent');
  });

  test('fails loudly when the schema refuses a field the form does not show', async () => {
    const schema = loginRequestSchema.extend({ locale: z.enum(['en', 'de'], { error: 'field.invalid' }) });
    const { submit } = enhanceForm(form, { schema, send: vi.fn() });
    type('username', 'ada');
    type('password', 'a quiet harbour');
    await expect(submit()).rejects.toThrow(/refuses locale/);
  });
});
