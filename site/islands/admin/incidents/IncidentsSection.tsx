/** /admin#incidents (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function IncidentsSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Incidents" intro="Open, update and resolve what the status page shows.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
