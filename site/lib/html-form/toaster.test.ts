// @vitest-environment jsdom
/**
 * The toasts of the pages without a framework behave as the islands' (docs/decisions.md §350,
 * docs/product.md#interface-timings): a named region, one toast at a time, F8 focuses the list,
 * gone after 5000 ms unless held, closed by its button; a carried toast shows on arrival.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import { mountToaster } from './toaster.ts';

const texts = { label: 'Notifications ({hotkey})', notification: 'Notification', close: 'Close' };
const items = () => document.querySelectorAll('[role="region"] li');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('the toaster', () => {
  test('names its region with the hotkey and shows one toast at a time', () => {
    const toaster = mountToaster(texts);
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
    toaster.show({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
    toaster.show({ title: 'Login Failed', description: 'Try again later', variant: 'destructive' });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.textContent).toContain('Try again later');
    expect(items()[0]?.className).toContain('bg-negative');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Notification Login Failed Try again later');
  });

  test('F8 focuses the list', () => {
    mountToaster(texts).show({ title: 'Success' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    expect(document.activeElement).toBe(document.querySelector('[role="region"] ol'));
  });

  test('a toast goes after 5000 ms, not while the pointer holds it, and at once by its button', () => {
    const toaster = mountToaster(texts);
    toaster.show({ title: 'Success' });
    vi.advanceTimersByTime(4999);
    expect(items()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items()).toHaveLength(0);

    toaster.show({ title: 'Held' });
    const list = document.querySelector('[role="region"] ol');
    list?.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(items()).toHaveLength(1);
    list?.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(5000);
    expect(items()).toHaveLength(0);

    toaster.show({ title: 'Closed' });
    document.querySelector<HTMLButtonElement>('[role="region"] button[aria-label="Close"]')?.click();
    expect(items()).toHaveLength(0);
  });

  test('shows the toast carried from the page before, once', () => {
    carryToast({ title: 'Success', description: 'Logged in successfully' });
    mountToaster(texts);
    expect(items()[0]?.textContent).toContain('Logged in successfully');
    document.body.innerHTML = '';
    mountToaster(texts);
    expect(items()).toHaveLength(0);
  });
});
