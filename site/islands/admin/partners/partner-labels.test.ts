import { describe, expect, test } from 'vitest';
import { answerLabel, formatTime } from './partner-labels.ts';

describe('answerLabel', () => {
  test("names an answer in the form's own words", () => {
    expect(answerLabel('useCase', 'risk-controls')).toBe('Risk controls and limits');
    expect(answerLabel('monthlyVolume', '1b+')).toBe('Over $1B');
    expect(answerLabel('timeline', 'now')).toBe('Ready now');
  });

  test('shows a value the form no longer offers as stored', () => {
    expect(answerLabel('timeline', 'next-year')).toBe('next-year');
  });
});

test('formatTime writes a stored time in UTC', () => {
  expect(formatTime('2026-11-20T09:30:00.000Z')).toBe('20 Nov 2026, 09:30 UTC');
});
