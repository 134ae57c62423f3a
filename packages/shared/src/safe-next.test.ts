import { describe, expect, test } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/overview', '/overview'],
    ['/dashboard?tab=orders#top', '/dashboard?tab=orders#top'],
  ])('accepts the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  test.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['/%0a/evil.example'.replace('%0a', '\n')],
    ['\\\\evil.example'],
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E//evil.example'],
    ['/a/..//evil.example'],
    ['/a/%2e%2e//evil.example'],
    ['/./%2e//evil.example'],
    ['dashboard'],
    [''],
    [null],
    [undefined],
  ])('rejects %j and falls back to /dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});
