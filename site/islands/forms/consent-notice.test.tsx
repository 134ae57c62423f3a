// @vitest-environment jsdom
/**
 * A form shows the consent notice of its page's language and sends that notice's version
 * (docs/decisions.md §321): the French waitlist, opened on a page whose `<html lang>` is French,
 * reads the French words, links the French privacy policy, and the lead it sends names the
 * French notice and the French updates box, which the shared lead schema accepts.
 */
import { CONSENT_NOTICES, consentNoticeText } from '@alpora/shared/consent-notices';
import { type LeadInput, waitlistLeadSchema } from '@alpora/shared/schemas/leads';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import WaitlistModal from '#site/islands/modals/WaitlistModal.tsx';
import { type FakeFetch, fakeFetch } from '#site/lib/testing/fake-browser.ts';
import { leadNotice, updatesBox } from './consent-notice.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FRENCH_NOTICE = 'fr-waitlist-2026-11-24';
const FRENCH_BOX = 'fr-updates-2026-11-24';
const words = (version: string) => CONSENT_NOTICES.find((n) => n.version === version);

let root: Root;
let server: FakeFetch;

beforeEach(() => {
  localStorage.clear();
  server = fakeFetch();
  vi.stubGlobal('fetch', server.fetch);
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

/** Types into a React-controlled field as a person would. */
function type(form: HTMLFormElement, name: string, value: string): void {
  const control = form.elements.namedItem(name);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) throw new Error(`no ${name}`);
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function openWaitlist(lang: string): HTMLFormElement {
  document.documentElement.lang = lang;
  act(() => root.render(<WaitlistModal open onClose={() => {}} />));
  const form = document.querySelector('[role="dialog"] form');
  if (!(form instanceof HTMLFormElement)) throw new Error('no waitlist form');
  return form;
}

describe('the consent notice of the page language', () => {
  test('the French waitlist shows the French notice and box, linking the French privacy policy', () => {
    const form = openWaitlist('fr');
    const notice = form.querySelector('[data-consent-notice]');
    expect(notice?.getAttribute('data-consent-notice')).toBe(FRENCH_NOTICE);
    expect(notice?.textContent).toBe(words(FRENCH_NOTICE)?.words.join(' '));
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/fr/privacy');
    expect(notice?.querySelector('a')?.textContent).toBe('politique de confidentialité');
    const box = form.elements.namedItem('updates') as HTMLInputElement;
    expect(form.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(words(FRENCH_BOX)?.words[0]);
    expect(form.textContent).not.toContain(consentNoticeText(leadNotice('waitlist', 'en')));
  });

  test('the French waitlist sends the versions of the French words it showed', async () => {
    server.answer(201, { outcome: 'accepted' });
    const form = openWaitlist('fr');
    await act(async () => {
      type(form, 'firstName', 'Claire');
      type(form, 'lastName', 'Dubois');
      type(form, 'email', 'claire@fonds.example');
      type(form, 'interest', 'hedge-fund');
      (form.elements.namedItem('updates') as HTMLInputElement).click();
    });
    await act(async () => {
      form.requestSubmit();
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    });
    const sent = server.requests[0] as LeadInput;
    expect(sent).toMatchObject({
      kind: 'waitlist',
      consentVersion: FRENCH_NOTICE,
      updates: true,
      updatesConsentVersion: FRENCH_BOX,
      locale: 'fr',
    });
    expect(waitlistLeadSchema.safeParse(sent).success).toBe(true);
  });

  test.each([
    ['en', 'en-waitlist-2026-11-24', 'en-updates-2026-11-24'],
    ['de', 'de-waitlist-2026-11-24', 'de-updates-2026-11-24'],
    ['it', 'it-waitlist-2026-11-24', 'it-updates-2026-11-24'],
  ])('a page in %s gives its own notice and box', (lang, notice, box) => {
    document.documentElement.lang = lang;
    expect(leadNotice('waitlist').version).toBe(notice);
    expect(updatesBox('waitlist').version).toBe(box);
  });
});
