// @vitest-environment jsdom
/**
 * An island speaks its page's language (docs/product.md#languages): it reads the dictionary when
 * it renders, not when its module loads, and the shared schema's field messages come from the
 * page's catalogue. The German dictionary here is a fixture of the few texts the form shows.
 */
import { de as germanFields } from '@alpora/shared/field-messages/de';
import { en as englishFields } from '@alpora/shared/field-messages/en';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { en } from '#site/i18n/en.ts';

const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'de' }));

const german = {
  ...en,
  leads: {
    ...en.leads,
    fields: { ...en.leads.fields, name: 'Name', email: 'E-Mail', message: 'Nachricht' },
    contact: { ...en.leads.contact, submit: 'Nachricht senden', submitting: 'Wird gesendet …' },
  },
};

vi.mock('#site/i18n/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#site/i18n/index.ts')>();
  return {
    ...real,
    currentLocale: () => page.locale,
    dictionary: (locale = page.locale) => (locale === 'de' ? german : en),
    fieldMessages: (locale = page.locale) => (locale === 'de' ? germanFields : englishFields),
    intlLocale: (locale = page.locale) => (locale === 'de' ? 'de-CH' : 'en-CH'),
  };
});

// The suite shares modules between files: a module another test loaded first keeps the real
// i18n module, so the page's language is also set there, as a page does.
const actual = await vi.importActual<typeof import('#site/i18n/index.ts')>('#site/i18n/index.ts');
function showPageIn(locale: 'en' | 'de') {
  page.locale = locale;
  actual.setRenderLocale(locale);
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
    expect(labels.join(' | ')).toContain('Nachricht');
    expect(labels.join(' | ')).toContain('E-Mail');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Nachricht senden');
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
