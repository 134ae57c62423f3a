/** /admin#mail (docs/back-office.md). */
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';

export function MailSection(_props: AdminSectionProps) {
  return (
    <AdminSection title="Mail" intro="Every mail the product sends, with its status.">
      <p className="text-sm text-muted">This section is being built.</p>
    </AdminSection>
  );
}
