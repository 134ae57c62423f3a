import { ORDER_STATUSES } from '@alpora/shared/schemas/trading';
import { describe, expect, it } from 'vitest';
import { SUPPORT_LEVELS } from '#site/schemas/page-data/compare.ts';
import { certificationLook, levelLook, orderLook, serviceLook } from './badge-looks.ts';

describe('badge looks', () => {
  it('gives every comparison level its own mark, so the shape tells levels apart without colour', () => {
    const marks = SUPPORT_LEVELS.map((level) => levelLook(level).mark);
    expect(marks.every(Boolean)).toBe(true);
    expect(new Set(marks).size).toBe(SUPPORT_LEVELS.length);
  });

  it('shows held certifications green with a check and At Launch amber with a ring', () => {
    expect(certificationLook('Compliant')).toEqual({ tone: 'positive', mark: 'check' });
    expect(certificationLook('Certified')).toEqual({ tone: 'positive', mark: 'check' });
    expect(certificationLook('At Launch')).toEqual({ tone: 'caution', mark: 'ring' });
  });

  it('colours services green, amber, red, and grey while nothing is known', () => {
    expect(serviceLook('operational').tone).toBe('positive');
    expect(serviceLook('degraded').tone).toBe('caution');
    expect(serviceLook('down').tone).toBe('negative');
    for (const state of ['unknown', 'notMonitored', 'checking'] as const) expect(serviceLook(state).tone).toBe('muted');
  });

  it('shows pending orders quiet, filled ones solid and every other status red', () => {
    const tones = Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderLook(status).tone]));
    expect(tones).toEqual({ pending: 'neutral', filled: 'solid', cancelled: 'alert', rejected: 'alert' });
  });
});
