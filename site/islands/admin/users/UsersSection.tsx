/** /admin#users (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function UsersSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Users" intro="Accounts, roles and suspensions.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
