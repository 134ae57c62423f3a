/**
 * /admin#incidents (docs/back-office.md#incidents): the open incidents with their updates, the
 * recently resolved ones below, and the forms to open, update and resolve one. Everything
 * published here is on /status and in its feed at once, and mailed to status subscribers.
 */
import type { AdminIncidentList } from '@alpora/shared/schemas/admin-incidents';
import type { Incident } from '@alpora/shared/schemas/status';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';
import { IncidentCard } from './IncidentCard.tsx';
import { IncidentUpdateDialog } from './IncidentUpdateDialog.tsx';
import { STATE_LABELS } from './incident-looks.ts';
import { OpenIncidentDialog } from './OpenIncidentDialog.tsx';

export function IncidentsSection(_props: AdminSectionProps) {
  const { state, reload } = useAdminRead<AdminIncidentList>('/api/admin/incidents');
  const [opening, setOpening] = useState(false);
  const [target, setTarget] = useState<{ incident: Incident; action: 'update' | 'resolve' } | null>(null);

  const published = (incident: Incident, what: string) => {
    toast({
      title: what,
      description: `${incident.title}: ${STATE_LABELS[incident.status]}. Status subscribers are mailed.`,
    });
    reload();
  };

  return (
    <AdminSection
      title="Incidents"
      intro="Open, update and resolve what the status page shows; status subscribers are mailed each time."
      actions={
        <>
          <a className="btn btn-secondary" href="/status">
            View the status page
          </a>
          <button type="button" className="btn btn-primary" onClick={() => setOpening(true)}>
            Open an incident
          </button>
        </>
      }
    >
      <ReadState state={state} loading="Loading the incidents…" failed="The incidents could not load">
        {({ open, resolved }) => (
          <>
            <section aria-labelledby="incidents-open" className="grid gap-3">
              <h2 id="incidents-open" className="text-lg font-semibold text-ink">
                Open ({open.length})
              </h2>
              {open.length === 0 ? (
                <p className="text-sm text-muted">No open incident: the status page shows none.</p>
              ) : (
                open.map((incident) => (
                  <IncidentCard
                    key={incident.id}
                    incident={incident}
                    onUpdate={() => setTarget({ incident, action: 'update' })}
                    onResolve={() => setTarget({ incident, action: 'resolve' })}
                  />
                ))
              )}
            </section>
            <section aria-labelledby="incidents-resolved" className="grid gap-3">
              <h2 id="incidents-resolved" className="text-lg font-semibold text-ink">
                Recently resolved
              </h2>
              {resolved.length === 0 ? (
                <p className="text-sm text-muted">None yet.</p>
              ) : (
                resolved.map((incident) => <IncidentCard key={incident.id} incident={incident} />)
              )}
            </section>
          </>
        )}
      </ReadState>
      <OpenIncidentDialog
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={(incident) => published(incident, 'Incident published')}
      />
      <IncidentUpdateDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(incident) =>
          published(incident, incident.status === 'resolved' ? 'Incident resolved' : 'Update published')
        }
      />
    </AdminSection>
  );
}
