// @vitest-environment jsdom
/**
 * The dialog as a keyboard and screen-reader user meets it: named by its title, focus moved in
 * and kept in, Escape and the close button close it, and the close button's name comes from the
 * dictionary so a translation changes it too. (The phone menu's name and the modal host's
 * loading text are checked in the browser: e2e/shell.spec.ts, e2e/leads-waitlist.spec.ts.)
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { en } from '#site/i18n/en.ts';
import { Dialog } from './Dialog.tsx';

// Tells React that updates are awaited inside act(), as a test renderer would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;

beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
});

function render(node: ReactNode): void {
  act(() => root.render(node));
}

function openDialog(onClose = vi.fn(), description?: string) {
  render(
    <Dialog open onClose={onClose} title="Join the waitlist" {...(description ? { description } : {})}>
      <input aria-label="Email" />
      <button type="button">Send</button>
    </Dialog>,
  );
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog rendered');
  return { dialog, onClose };
}

const byId = (id: string | null) => (id ? document.getElementById(id) : null);
const press = (key: string, options: KeyboardEventInit = {}) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }),
    );
  });

describe('Dialog', () => {
  test('is a dialog named by its title, described only when a description is given', () => {
    const { dialog } = openDialog();
    expect(byId(dialog.getAttribute('aria-labelledby'))?.textContent).toBe('Join the waitlist');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    act(() => root.unmount());
    root = createRoot(host);
    const described = openDialog(vi.fn(), 'One email when seats open.').dialog;
    expect(byId(described.getAttribute('aria-describedby'))?.textContent).toBe('One email when seats open.');
  });

  test('names its close button from the dictionary', () => {
    const { dialog } = openDialog();
    const close = dialog.querySelector(`button[aria-label="${en.dialog.close}"]`);
    expect(en.dialog.close).toBe('Close');
    expect(close).not.toBeNull();
  });

  test('moves focus into itself when it opens', () => {
    const { dialog } = openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  test('keeps Tab and Shift+Tab inside: past the last control focus wraps to the first', () => {
    const { dialog } = openDialog();
    const controls = [...dialog.querySelectorAll<HTMLElement>('input, button')];
    const first = controls[0];
    const last = controls.at(-1);
    act(() => last?.focus());
    press('Tab');
    expect(document.activeElement).toBe(first);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  test('Escape asks to close it', () => {
    const { onClose } = openDialog();
    press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the close button asks to close it', () => {
    const { dialog, onClose } = openDialog();
    const close = dialog.querySelector<HTMLButtonElement>(`button[aria-label="${en.dialog.close}"]`);
    act(() => close?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('renders nothing while closed', () => {
    render(
      <Dialog open={false} onClose={vi.fn()} title="Join the waitlist">
        <p>Body</p>
      </Dialog>,
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
