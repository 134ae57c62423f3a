/** /admin#partners (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function PartnersSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Design partners" intro="Applications to the design partner programme.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
