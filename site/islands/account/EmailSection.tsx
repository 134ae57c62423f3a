/**
 * The Email section of /account (docs/security.md): the address, whether it is verified, and
 * for an unverified one the button that mails a new link (docs/decisions.md §91).
 */
import { Badge } from '#site/components/ui/Badge.tsx';
import { dictionary } from '#site/i18n/index.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';

export function EmailSection({ user }: SectionProps) {
  const t = dictionary().recovery;
  return (
    <AccountSection title={t.emailTitle} intro={t.emailIntro}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-medium text-ink">{user.email}</span>
        <Badge tone={user.emailVerified ? 'positive' : 'caution'} mark={user.emailVerified ? 'check' : 'dash'}>
          {user.emailVerified ? t.emailVerified : t.emailUnverified}
        </Badge>
      </div>
      {user.emailVerified ? null : (
        <div className="mt-4">
          <ResendVerificationButton email={user.email} />
        </div>
      )}
    </AccountSection>
  );
}
