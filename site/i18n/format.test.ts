import { describe, expect, test } from 'vitest';
import type { Dictionary } from './en.ts';
import { format } from './format.ts';
import { dictionary } from './index.ts';
import type { Translation } from './translation.ts';

describe('format', () => {
  test.each([
    { template: 'Sign up for {plan}', values: { plan: 'Pro' }, text: 'Sign up for Pro' },
    { template: '{left} of {total} seats left', values: { left: 2, total: 5 }, text: '2 of 5 seats left' },
    { template: 'Slide {x} of {n}: {x}', values: { x: 1, n: 6 }, text: 'Slide 1 of 6: 1' },
    { template: 'No placeholder', values: {}, text: 'No placeholder' },
  ])('$template reads $text', ({ template, values, text }) => {
    expect(format(template as string, values as Record<string, string | number>)).toBe(text);
  });

  test('fills a dictionary template', () => {
    expect(format(dictionary().leads.demo.title, { minutes: 20 })).toBe('Book a 20-min demo');
  });

  test('a value the template does not name is not allowed, a missing one leaves its placeholder', () => {
    // @ts-expect-error: the template needs `plan`.
    expect(format('Sign up for {plan}', {})).toBe('Sign up for {plan}');
    // @ts-expect-error: `name` is not a placeholder of the template.
    expect(format('Welcome, {user}', { user: 'Ada', name: 'x' })).toBe('Welcome, Ada');
  });

  test('another language must keep every placeholder of the English text', () => {
    const kept: Translation<Dictionary['leads']['partner']['seatsLeft']> = 'Noch {left} von {total} Plätzen';
    // @ts-expect-error: `{total}` is missing.
    const lost: Translation<Dictionary['leads']['partner']['seatsLeft']> = 'Noch {left} Plätze';
    expect(format(kept, { left: 1, total: 5 })).toBe('Noch 1 von 5 Plätzen');
    expect(lost).toBe('Noch {left} Plätze');
  });
});
