/**
 * /admin (docs/back-office.md): a menu of the sections the signed-in account's role may open,
 * and the open section, named by the URL fragment (/admin#partners) so a link or the back
 * button reaches it; a section may keep its own state after a `?` (/admin#leads?status=new).
 * Without a session the browser goes to /login and comes back; an account that is not staff
 * is told the page is not for it (the API would refuse it anyway).
 */
import type { User } from '@alpora/shared/schemas/auth';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { SessionPending } from '#site/islands/dashboard/SessionPending.tsx';
import { displayName, logout, useSession } from '#site/islands/dashboard/use-session.ts';
import { type AdminSectionId, sectionsFor } from './admin-sections.ts';

export interface AdminSectionProps {
  user: User;
}

/** Each section's code loads when it is first opened: a sales account never loads the users'. */
const SECTION_VIEWS: Record<AdminSectionId, ComponentType<AdminSectionProps>> = {
  leads: lazy(() => import('./leads/LeadsSection.tsx').then((m) => ({ default: m.LeadsSection }))),
  campaigns: lazy(() => import('./campaigns/CampaignsSection.tsx').then((m) => ({ default: m.CampaignsSection }))),
  partners: lazy(() => import('./partners/PartnersSection.tsx').then((m) => ({ default: m.PartnersSection }))),
  demos: lazy(() => import('./demos/DemosSection.tsx').then((m) => ({ default: m.DemosSection }))),
  incidents: lazy(() => import('./incidents/IncidentsSection.tsx').then((m) => ({ default: m.IncidentsSection }))),
  users: lazy(() => import('./users/UsersSection.tsx').then((m) => ({ default: m.UsersSection }))),
  mail: lazy(() => import('./mail/MailSection.tsx').then((m) => ({ default: m.MailSection }))),
  privacy: lazy(() => import('./privacy/PrivacySection.tsx').then((m) => ({ default: m.PrivacySection }))),
  audit: lazy(() => import('./audit/AuditSection.tsx').then((m) => ({ default: m.AuditSection }))),
};

function useFragment(): string {
  const [fragment, setFragment] = useState(() => window.location.hash.slice(1));
  useEffect(() => {
    const follow = () => setFragment(window.location.hash.slice(1));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return fragment;
}

export default function AdminPage() {
  const session = useSession('/admin');
  const fragment = useFragment();
  if (session.status !== 'signed-in') {
    return (
      <SessionPending session={session} loading="Loading the back office…" error="The back office could not load." />
    );
  }
  const { user } = session;
  const sections = sectionsFor(user.role);
  if (sections.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">The back office is for the Alpora team</h1>
        <p className="mt-3 text-muted">
          You are signed in as {displayName(user)}, whose account has no access to it. Your dashboard is where your
          account's data is.
        </p>
        <a className="btn btn-primary mt-6" href="/dashboard">
          Open the dashboard
        </a>
      </div>
    );
  }
  const sectionId = fragment.split('?')[0];
  const open = sections.find((section) => section.id === sectionId) ?? sections[0];
  const View = open ? SECTION_VIEWS[open.id as AdminSectionId] : null;
  return (
    <>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-4">
          <div className="text-sm text-muted">
            Signed in as <span className="font-semibold text-ink">{displayName(user)}</span> ({user.role})
          </div>
          <nav aria-label="Back office">
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    aria-current={section.id === open?.id ? 'page' : undefined}
                    className="flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold text-muted hover:bg-wash hover:text-ink aria-[current=page]:bg-wash aria-[current=page]:text-ink"
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-secondary" href="/account">
              Account
            </a>
            <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
              Log out
            </button>
          </div>
        </div>
        <div className="min-w-0">
          <Suspense
            fallback={
              <p role="status" className="py-16 text-center text-muted">
                Loading…
              </p>
            }
          >
            {View ? <View user={user} /> : null}
          </Suspense>
        </div>
      </div>
      <Toaster />
    </>
  );
}
