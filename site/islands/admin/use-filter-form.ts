/**
 * A back-office filter form: what is typed (`draft`) and what the list shows (`applied`), which
 * changes only when the form is submitted or cleared, so a list is not read again per keystroke.
 * `field(name)` gives a text or select field its value and change handler.
 *
 * @example
 * const filters = useFilterForm({ q: '', role: '' });
 * <form onSubmit={filters.apply}><TextField id="users-q" name="q" label="Search" {...filters.field('q')} /></form>
 */
import { type FormEvent, useState } from 'react';

export function useFilterForm<F extends Record<string, string>>(empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  return {
    draft,
    applied,
    field: (name: keyof F & string) => ({
      value: draft[name],
      onChange: (value: string) => setDraft((shown) => ({ ...shown, [name]: value })),
    }),
    apply: (event: FormEvent) => {
      event.preventDefault();
      setApplied({ ...draft });
    },
    clear: () => {
      setDraft(empty);
      setApplied(empty);
    },
  };
}
