/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function PasswordSection(_props: SectionProps) {
  return <AccountSection title="Password" intro="Change the password you sign in with." />;
}
