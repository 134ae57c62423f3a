/** /admin#audit (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function AuditSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Audit log" intro="Every staff action and every view of a person's data.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
