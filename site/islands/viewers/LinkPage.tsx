/**
 * The page an emailed link opens (an invitation, an account set-up): why the link is no good in
 * place of the form, or a line saying what it opens (a status while that is being read) above
 * the form.
 *
 * @example
 * <LinkPage link={link} problem={t.invitationProblem} loading={t.invitationLoading} intro={(found) => …}>
 *   <FormFrame form={form} ready={link.lookup.status === 'ready'}>…</FormFrame>
 * </LinkPage>
 */
import type { ReactNode } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { RecoveryNotice } from '#site/islands/auth/RecoveryNotice.tsx';
import type { Link } from './use-link-lookup.ts';

interface Props<T> {
  link: Link<T>;
  /** Why a link can be no good, and what to do. */
  problem: string;
  /** The status line while the link is being read. */
  loading: string;
  /** What the link opens, once read. */
  intro: (found: T) => string;
  children: ReactNode;
}

export function LinkPage<T>({ link, problem, loading, intro, children }: Props<T>) {
  const t = dictionary();
  if (link.lookup.status === 'invalid') {
    return (
      <RecoveryNotice
        tone="problem"
        title={t.recovery.linkProblemTitle}
        text={problem}
        link={{ href: '/', label: t.viewers.toHome }}
        takeFocus={link.token !== null}
      />
    );
  }
  return (
    <>
      {link.lookup.status === 'ready' ? (
        <p className="mb-5 break-words rounded-md border border-line border-l-4 border-l-brand bg-wash p-4 text-sm text-ink">
          {intro(link.lookup.found)}
        </p>
      ) : (
        <p role="status" className="mb-5 text-sm text-muted">
          {loading}
        </p>
      )}
      {children}
      <Toaster />
    </>
  );
}
