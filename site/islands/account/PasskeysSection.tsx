/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function PasskeysSection(_props: SectionProps) {
  return <AccountSection title="Passkeys" intro="Sign in with your device instead of a password." />;
}
