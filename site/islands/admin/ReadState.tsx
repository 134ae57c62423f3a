/**
 * The one way a back-office read shows that it is under way, that it failed (the API's sentence)
 * or that it found nothing; otherwise it renders the data. The loading line is a status and the
 * failure an alert, so a screen reader hears both.
 *
 * @example
 * <ReadState state={state} loading="Loading the mails…" failed="The mails could not load"
 *   isEmpty={(list) => list.mails.length === 0} empty="No mail matches.">
 *   {(list) => <MailTable mails={list.mails} />}
 * </ReadState>
 */
import type { ReactNode } from 'react';
import type { AdminRead } from './use-admin-read.ts';

interface Props<T> {
  state: AdminRead<T>;
  /** The status line while the read is under way, e.g. "Loading the mails…". */
  loading: string;
  /** What failed, before the API's sentence, e.g. "The mails could not load". */
  failed: string;
  /** Whether the answer holds nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function ReadState<T>({ state, loading, failed, isEmpty, empty, children }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted">
        {loading}
      </p>
    );
  }
  if (state.status === 'error') return <Problem>{`${failed}: ${state.message}`}</Problem>;
  if (isEmpty?.(state.data)) return <p className="py-8 text-center text-sm text-muted">{empty}</p>;
  return <>{children(state.data)}</>;
}

/** A failure in the back office's own words, boxed in the colour of a problem. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-3 text-sm text-negative">
      {children}
    </p>
  );
}
