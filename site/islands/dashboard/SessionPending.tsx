/**
 * What a signed-in page shows until it knows who is signed in: a status line while `me` loads,
 * an alert when it cannot be loaded. The page's own texts say what is loading.
 *
 * @example if (session.status !== 'signed-in') return <SessionPending session={session} loading={t.loading} error={t.error} />;
 */
import { format } from '#site/i18n/index.ts';
import type { SessionState } from './use-session.ts';

interface Props {
  session: Exclude<SessionState, { status: 'signed-in' }>;
  loading: string;
  /** With a `{message}` placeholder for the reason. */
  error: string;
}

export function SessionPending({ session, loading, error }: Props) {
  if (session.status === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {loading}
      </p>
    );
  }
  return (
    <p role="alert" className="py-16 text-center text-negative">
      {format(error, { message: session.message })}
    </p>
  );
}
