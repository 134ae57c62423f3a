// @vitest-environment jsdom
/**
 * An island speaks its page's language (docs/product.md#languages): it reads the dictionary when
 * it renders, not when its module loads, and the shared schema's field messages come from the
 * page's catalogue.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { de } from '#site/i18n/de.ts';
import { setRenderLocale } from '#site/i18n/index.ts';

/** Shows the page in a language, as a page does before it renders. */
function showPageIn(locale: 'en' | 'de') {
  setRenderLocale(locale);
}

// Imported while the page is still English: what it shows must follow the page at render.
const { default: ContactForm } = await import('./ContactForm.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;

beforeEach(() => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
  showPageIn('en');
});

function render(): HTMLFormElement {
  act(() => root.render(<ContactForm label="Kontakt" />));
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

async function submitEmpty(form: HTMLFormElement): Promise<string[]> {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  return [...form.querySelectorAll('[id$="-error"], [role="alert"]')].map((node) => node.textContent ?? '');
}

describe('the contact form on a German page', () => {
  test('labels its fields and its button in German', () => {
    showPageIn('de');
    const form = render();
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent ?? '');
    expect(labels.join(' | ')).toContain(de.leads.fields.message);
    expect(labels.join(' | ')).toContain(de.leads.fields.email);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(de.leads.contact.submit);
  });

  test('says what is missing in German', async () => {
    showPageIn('de');
    const messages = await submitEmpty(render());
    expect(messages).toContain('Geben Sie Ihren Namen ein.');
    expect(messages).toContain('Geben Sie eine Nachricht ein.');
    expect(messages.join(' ')).not.toMatch(/Enter/);
  });

  test('and the same form on an English page in English', async () => {
    const form = render();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Send message');
    const messages = await submitEmpty(form);
    expect(messages).toContain('Enter your name.');
  });
});
