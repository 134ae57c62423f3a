import { describe, expect, test } from 'vitest';
import { campaignLabel, count, formatRate } from './campaign-labels.ts';

describe('campaignLabel', () => {
  test('names direct traffic when the row has no utm field at all', () => {
    expect(campaignLabel({ source: null, medium: null, campaign: null })).toEqual({
      name: '(none)',
      origin: 'Direct traffic',
    });
  });

  test('writes (none) for each missing field of a campaign', () => {
    expect(campaignLabel({ source: 'newsletter', medium: null, campaign: 'q4-launch' })).toEqual({
      name: 'q4-launch',
      origin: 'newsletter / (none)',
    });
  });
});

describe('formatRate', () => {
  test('writes a rate as a percentage with at most one decimal, and a missing one as a dash', () => {
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(1.5)).toBe('150%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('–');
  });
});

test('count writes a figure with its noun, singular for one', () => {
  expect(count(1, 'lead')).toBe('1 lead');
  expect(count(0, 'page view')).toBe('0 page views');
  expect(count(12, 'lead')).toBe('12 leads');
});
