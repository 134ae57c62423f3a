/** A section of /account (docs/security.md). */
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

export function TwoFactorSection(_props: SectionProps) {
  return <AccountSection title="Two-factor sign-in" intro="A code from an authenticator app after your password." />;
}
