/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function EmailSection(_props: SectionProps) {
  return <AccountSection title="Email address" intro="Where we send account mail." />;
}
