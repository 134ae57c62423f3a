/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function SessionsSection(_props: SectionProps) {
  return <AccountSection title="Where you are signed in" intro="Every browser with an open session." />;
}
