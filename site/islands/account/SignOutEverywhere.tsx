/**
 * "Sign out everywhere" with a confirm step: every session of the account ends, this one too,
 * and the browser goes to /login (docs/product.md#accounts).
 */
import { useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { dictionary } from '#site/i18n/index.ts';

interface Props {
  busy: boolean;
  onConfirm: () => Promise<void>;
}

export function SignOutEverywhere({ busy, onConfirm }: Props) {
  const t = dictionary().sessions;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary text-negative" disabled={busy} onClick={() => setOpen(true)}>
        {t.signOutEverywhere}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.confirmTitle} description={t.confirmText}>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn bg-negative text-white hover:opacity-90"
            disabled={busy}
            onClick={() => void onConfirm().finally(() => setOpen(false))}
          >
            {t.confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
