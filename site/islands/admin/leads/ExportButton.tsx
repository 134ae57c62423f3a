/**
 * Downloads the filtered list as CSV (the columns of `cli leads-export`, plus status and owner).
 * The file is fetched with the session's credentials and handed to the browser as a download,
 * so a bearer-token session exports as a cookie one does. The API records the export.
 */
import { API_TIMEOUT_MS, ApiRequestError, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { messageOf, signInAgain } from '../admin-api.ts';
import { filterQuery, type LeadFilters } from './lead-filters.ts';

/** A big export takes longer than a page: a minute before giving up. */
const EXPORT_TIMEOUT_MS = Math.max(API_TIMEOUT_MS, 60_000);

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'alpora-leads.csv';
}

export function ExportButton({ filters }: { filters: LeadFilters }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const headers: Record<string, string> = { Accept: 'text/csv' };
      const token = localStorage.getItem(TOKEN_STORAGE_KEY);
      if (token) headers.Authorization = `Bearer ${token}`;
      const query = filterQuery(filters);
      const response = await fetch(`/api/admin/leads/export.csv${query ? `?${query}` : ''}`, {
        headers,
        credentials: 'include',
        signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
      });
      if (response.status === 401) return signInAgain();
      if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('Content-Disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({ title: 'The export failed', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void download()}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
