/**
 * How an incident's state and impact look as badges in /admin#incidents, in words first, with
 * a mark, so colour is never the only cue (docs/decisions.md §22).
 */
import type { IncidentImpact, IncidentState, ServiceId } from '@alpora/shared/schemas/status';
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import type { BadgeLook } from '#site/components/ui/badge-variants.ts';

export const STATE_LABELS: Record<IncidentState, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

export const IMPACT_LABELS: Record<IncidentImpact, string> = {
  minor: 'Minor impact',
  major: 'Major impact',
  critical: 'Critical impact',
};

/** The name the status page gives a service (docs/product.md#status-page). */
export function serviceName(id: ServiceId): string {
  return STATUS_SERVICES.find((service) => service.id === id)?.name ?? id;
}

const STATES: Record<IncidentState, BadgeLook> = {
  investigating: { tone: 'negative', mark: 'ring' },
  identified: { tone: 'caution', mark: 'dash' },
  monitoring: { tone: 'caution', mark: 'wave' },
  resolved: { tone: 'positive', mark: 'check' },
};

const IMPACTS: Record<IncidentImpact, BadgeLook> = {
  minor: { tone: 'neutral', mark: 'short-dash' },
  major: { tone: 'caution', mark: 'dash' },
  critical: { tone: 'alert', mark: 'cross' },
};

export function stateLook(state: IncidentState): BadgeLook {
  return STATES[state];
}

export function impactLook(impact: IncidentImpact): BadgeLook {
  return IMPACTS[impact];
}
