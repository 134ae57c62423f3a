/**
 * The download of a completed access request's answer, as JSON or CSV: what the person
 * downloaded, read again from the data we hold now, for an answer sent by email or post. The
 * file is fetched with the session's credentials; the API records the download in the audit log.
 */
import { API_TIMEOUT_MS, ApiRequestError, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import type { PrivacyExportFormat, PrivacyRequestItem } from '@alpora/shared/schemas/privacy-requests';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { saveResponse } from '#site/islands/privacy/save-response.ts';
import { messageOf, signInAgain } from '../admin-api.ts';

/** A large answer takes longer than a page: a minute before giving up. */
const DOWNLOAD_TIMEOUT_MS = Math.max(API_TIMEOUT_MS, 60_000);

async function download(request: PrivacyRequestItem, format: PrivacyExportFormat): Promise<void> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/admin/privacy-requests/${request.id}/export?format=${format}`, {
    headers,
    credentials: 'include',
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (response.status === 401) return signInAgain();
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
  await saveResponse(response, `alpora-privacy-${request.id}.${format}`);
}

export function DownloadAnswer({ request }: { request: PrivacyRequestItem }) {
  const [busy, setBusy] = useState<PrivacyExportFormat | null>(null);
  const run = async (format: PrivacyExportFormat) => {
    setBusy(format);
    try {
      await download(request, format);
    } catch (error) {
      toast({ title: 'The download failed', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(['json', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-secondary"
          disabled={busy !== null}
          onClick={() => void run(format)}
        >
          {busy === format ? 'Downloading…' : `Download ${format.toUpperCase()}`}
          <span className="sr-only"> of the answer to {request.email}</span>
        </button>
      ))}
    </>
  );
}
