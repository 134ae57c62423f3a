/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function SecurityLogSection(_props: SectionProps) {
  return <AccountSection title="Security log" intro="Sign-ins and changes to how you sign in." />;
}
