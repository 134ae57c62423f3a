import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { carryToast, takeCarriedToast } from './carried-toast.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a toast carried to the next page', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  test('is shown once on the next page', () => {
    carryToast({ title: 'Success', description: 'Logged in successfully' }, 1_000);
    expect(takeCarriedToast(2_000)).toEqual({ title: 'Success', description: 'Logged in successfully' });
    expect(takeCarriedToast(2_000)).toBeUndefined();
  });

  test('is dropped after a minute', () => {
    carryToast({ title: 'Success' }, 1_000);
    expect(takeCarriedToast(61_000)).toBeUndefined();
  });

  test('is ignored when what is stored is not a toast', () => {
    sessionStorage.setItem('carriedToast', '{not json');
    expect(takeCarriedToast()).toBeUndefined();
  });
});
