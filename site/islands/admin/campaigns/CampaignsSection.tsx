/** /admin#campaigns (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function CampaignsSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Campaigns" intro="Page views, leads and conversions per campaign.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
