/**
 * The dashboard's reminder to confirm the email address (docs/decisions.md §91): an unverified
 * account signs in and trades as any other, but cannot get a password reset link until its
 * address is confirmed, so the dashboard says so with a button that resends the link.
 */
import type { User } from '@alpora/shared/schemas/auth';
import { dictionary, format } from '#site/i18n/index.ts';
import { ResendVerificationButton } from '#site/islands/account/ResendVerificationButton.tsx';

export function VerifyEmailReminder({ user }: { user: User }) {
  if (user.emailVerified) return null;
  const t = dictionary().recovery;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-wash p-4"
    >
      <p className="text-sm text-ink">{format(t.reminder, { email: user.email })}</p>
      <ResendVerificationButton email={user.email} />
    </div>
  );
}
