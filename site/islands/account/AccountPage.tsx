/**
 * /account (docs/security.md): the signed-in owner's email, password, two-factor sign-in,
 * passkeys, sessions and security log, one section each. Without a session the browser goes
 * to /login and comes back here. Logout is at the top, as on every signed-in page.
 */
import type { User } from '@alpora/shared/schemas/auth';
import { lazy, Suspense } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { useFollowUserLanguage } from '#site/islands/dashboard/follow-user-language.ts';
import { SessionPending } from '#site/islands/dashboard/SessionPending.tsx';
import { displayName, logout, useSession } from '#site/islands/dashboard/use-session.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { EmailSection } from './EmailSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SecurityLogSection } from './SecurityLogSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** Only a client invites viewers: the section's code loads for clients alone. */
const ViewersSection = lazy(() => import('./ViewersSection.tsx').then((m) => ({ default: m.ViewersSection })));

export interface SectionProps {
  user: User;
}

export default function AccountPage() {
  const t = dictionary().accountPage;
  const session = useSession('/account');
  useFollowUserLanguage(session);
  if (session.status !== 'signed-in') return <SessionPending session={session} loading={t.loading} error={t.error} />;
  const { user } = session;
  return (
    <>
      <div className="grid grid-cols-1 gap-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.title}</h1>
            <p className="mt-1 text-sm text-muted">{format(t.signedInAs, { name: displayName(user) })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-secondary" href={localizedHref('/dashboard')}>
              {t.toDashboard}
            </a>
            <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
              {dictionary().dashboard.logout}
            </button>
          </div>
        </div>
        <EmailSection user={user} />
        <LanguageSection user={user} />
        {user.role === 'client' ? (
          <Suspense fallback={null}>
            <ViewersSection user={user} />
          </Suspense>
        ) : null}
        <PasswordSection user={user} />
        <TwoFactorSection user={user} />
        <PasskeysSection user={user} />
        <SessionsSection user={user} />
        <SecurityLogSection user={user} />
      </div>
      <Toaster />
    </>
  );
}
