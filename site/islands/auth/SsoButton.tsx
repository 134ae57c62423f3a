/**
 * Single sign-on on the login page (docs/decisions.md §105, §106): the button appears only when
 * the server says a provider is set up, as a link that begins the sign-in (a navigation, since
 * the provider's pages take over the window) and keeps `next`. A sign-in that came back with
 * `sso_error` says why here, above the password form that remains the way in.
 */
import { apiRequest } from '@alpora/shared/api-client';
import { isSsoErrorCode, type SsoStatus } from '@alpora/shared/schemas/sso';
import { useEffect, useState } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { nextPath } from './auth-sender.ts';

function errorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get('sso_error');
  if (code === null) return null;
  const t = dictionary().sso;
  return isSsoErrorCode(code) ? t.errors[code] : t.unknownError;
}

export default function SsoButton() {
  const t = dictionary().sso;
  const [status, setStatus] = useState<SsoStatus>({ enabled: false });
  const [error, setError] = useState<string | null>(null);
  const [href, setHref] = useState('/api/auth/sso/start');

  useEffect(() => {
    setError(errorMessage(window.location.search));
    const locale = encodeURIComponent(document.documentElement.lang);
    setHref(`/api/auth/sso/start?next=${encodeURIComponent(nextPath())}&locale=${locale}`);
    let live = true;
    // Without an answer the page keeps the password form only.
    apiRequest<SsoStatus>('/api/auth/sso')
      .then((answer) => live && setStatus(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      {error && (
        <div role="alert" className="mb-5 rounded-md border border-negative/40 bg-negative/5 p-3 text-sm text-negative">
          <p className="font-semibold">{t.errorTitle}</p>
          <p className="mt-1">{error}</p>
        </div>
      )}
      {status.enabled && (
        <div className="mb-5 grid gap-5">
          <a href={href} className="btn btn-secondary w-full">
            {status.label}
          </a>
          <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t.or}
            <span className="h-px flex-1 bg-line" />
          </p>
        </div>
      )}
    </>
  );
}
