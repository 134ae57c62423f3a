/**
 * What a viewer sees above the dashboard it reads (docs/back-office.md#roles): whose dashboard
 * it is, and that it is read-only. Nothing for the dashboard's own client.
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { User } from '@alpora/shared/schemas/auth';
import type { DashboardOwner } from '@alpora/shared/schemas/viewers';
import { useEffect, useState } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';

export function ViewerBanner({ user }: { user: User }) {
  const t = dictionary().viewers;
  const [owner, setOwner] = useState<DashboardOwner | null>(null);
  useEffect(() => {
    if (user.role !== 'viewer') return;
    apiRequest<DashboardOwner>('/api/dashboard/owner')
      .then(setOwner)
      .catch(() => setOwner(null));
  }, [user.role]);
  if (user.role !== 'viewer' || !owner?.readOnly) return null;
  return (
    <section
      aria-label={format(t.bannerTitle, { name: owner.name })}
      className="rounded-md border border-line border-l-4 border-l-brand bg-wash p-4"
    >
      <p className="font-semibold text-ink">{format(t.bannerTitle, { name: owner.name })}</p>
      <p className="mt-1 text-sm text-muted">{t.bannerText}</p>
    </section>
  );
}
