import { describe, expect, test } from 'vitest';
import { apiRateLimitPerMinute, DEFAULT_API_RATE_LIMIT_PER_MINUTE } from './api-limits.ts';

describe('apiRateLimitPerMinute', () => {
  test('defaults when unset or blank', () => {
    expect(apiRateLimitPerMinute(undefined)).toBe(DEFAULT_API_RATE_LIMIT_PER_MINUTE);
    expect(apiRateLimitPerMinute(' ')).toBe(2000);
  });

  test('reads a positive whole number', () => {
    expect(apiRateLimitPerMinute('500')).toBe(500);
  });

  test.each(['0', '-5', '1.5', 'lots'])('refuses %j, naming the variable', (value) => {
    expect(() => apiRateLimitPerMinute(value)).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
  });
});
