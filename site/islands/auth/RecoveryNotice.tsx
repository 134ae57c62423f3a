/**
 * The outcome shown in place of a recovery form: a heading, what happened (done, or a link that
 * is not valid) and the one link that leads on. The form and its focused button are gone by then,
 * so focus moves to the heading: a screen reader reads the outcome at once, and the keyboard goes
 * on from there rather than from the top of the page. A notice the page opens with (a link
 * without its token) leaves focus where the page put it.
 *
 * @example <RecoveryNotice tone="success" title={t.sentTitle} text={message} link={{ href: '/login', label: t.backToLogin }} />
 */
import { useEffect, useId, useRef } from 'react';
import { dictionary } from '#site/i18n/index.ts';

interface Props {
  tone: 'success' | 'problem';
  title: string;
  text: string;
  link: { href: string; label: string };
  /** False when the page opens with the notice rather than a person's action leading to it. */
  takeFocus?: boolean;
}

export function RecoveryNotice({ tone, title, text, link, takeFocus = true }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section aria-labelledby={headingId} className="grid gap-5" data-tone={tone}>
      <div
        className={`grid gap-2 rounded-md border border-line border-l-4 bg-wash p-4 ${tone === 'success' ? 'border-l-positive' : 'border-l-negative'}`}
      >
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm leading-relaxed text-ink">{text}</p>
      </div>
      <a href={link.href} className="btn btn-primary w-full">
        {link.label}
      </a>
    </section>
  );
}

/**
 * What a page opened from a mailed link shows instead of its form when the link cannot be used:
 * its token is missing from the URL, or the server refused it (unknown, used or expired). Null
 * while the form may go on.
 */
export function linkProblemNotice({
  token,
  refused,
  newLink,
}: {
  token: string | null | undefined;
  refused: boolean;
  newLink: { href: string; label: string };
}) {
  const t = dictionary().recovery;
  if (token === null) {
    return (
      <RecoveryNotice
        tone="problem"
        title={t.linkProblemTitle}
        text={t.linkIncomplete}
        link={newLink}
        takeFocus={false}
      />
    );
  }
  if (refused) return <RecoveryNotice tone="problem" title={t.linkProblemTitle} text={t.linkInvalid} link={newLink} />;
  return null;
}
