/**
 * How each state the site shows as a badge looks: comparison levels and certifications on
 * static pages (docs/product.md#information-pages), service states on /status
 * (docs/product.md#status-page) and order states on the dashboard (docs/product.md#dashboard).
 */
import type { Order } from '@alpora/shared/schemas/trading';
import type { SupportLevel } from '#site/schemas/page-data/compare.ts';
import type { CertificationStatus } from '#site/schemas/page-data/compliance.ts';
import type { BadgeLook } from './badge-variants.ts';

const LEVELS: Record<SupportLevel, BadgeLook> = {
  'Full Support': { tone: 'positive', mark: 'check' },
  'Custom Build Required': { tone: 'caution', mark: 'build' },
  Limited: { tone: 'caution', mark: 'dash' },
  Basic: { tone: 'neutral', mark: 'short-dash' },
  Varies: { tone: 'neutral', mark: 'wave' },
  'Not Available': { tone: 'negative', mark: 'cross' },
};

export function levelLook(level: SupportLevel): BadgeLook {
  return LEVELS[level];
}

/** Certified and Compliant are held today (green); At Launch is scheduled (amber). */
export function certificationLook(status: CertificationStatus): BadgeLook {
  return status === 'At Launch' ? { tone: 'caution', mark: 'ring' } : { tone: 'positive', mark: 'check' };
}

/** A service's state, or why there is none yet. */
export type ServiceBadgeState = 'operational' | 'degraded' | 'down' | 'unknown' | 'notMonitored' | 'checking';

const SERVICES: Record<ServiceBadgeState, BadgeLook> = {
  operational: { tone: 'positive', mark: 'dot' },
  degraded: { tone: 'caution', mark: 'dot' },
  down: { tone: 'negative', mark: 'dot' },
  unknown: { tone: 'muted', mark: 'dot' },
  notMonitored: { tone: 'muted', mark: 'dot' },
  checking: { tone: 'muted', mark: 'dot' },
};

export function serviceLook(state: ServiceBadgeState): BadgeLook {
  return SERVICES[state];
}

/** Pending is quiet, filled is solid, anything else (cancelled, rejected) is red. */
export function orderLook(status: Order['status']): BadgeLook {
  if (status === 'pending') return { tone: 'neutral' };
  if (status === 'filled') return { tone: 'solid' };
  return { tone: 'alert' };
}
