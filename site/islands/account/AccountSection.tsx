/**
 * One section of /account: a titled card with a line saying what it is for. Sections are
 * landmarks named by their heading, so a screen reader can jump between them.
 */
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  intro: string;
  children?: ReactNode;
}

export function AccountSection({ title, intro, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
