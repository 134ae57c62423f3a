/**
 * The frame of one /admin section: its heading (the page's h1, as only one section shows at a
 * time), a line saying what it is for, and an optional row of actions beside the heading.
 */
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminSection({ title, intro, actions, children }: Props) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="mt-1 text-sm text-muted">{intro}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
