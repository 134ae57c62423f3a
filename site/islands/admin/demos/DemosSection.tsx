/** /admin#demos (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function DemosSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Demo bookings" intro="Weekly availability and booked demos.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
