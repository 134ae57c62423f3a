/** /admin#leads (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function LeadsSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Leads" intro="Every lead of every form, with its campaign.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
