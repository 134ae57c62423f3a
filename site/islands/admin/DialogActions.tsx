/**
 * The foot of every back-office dialog: the refusal of the server, if any, above Cancel and the
 * button that does it. The button stays disabled while the change is on its way, so a second
 * click never sends it twice. Without `onConfirm` the button submits the dialog's form.
 *
 * @example <DialogActions problem={problem} busy={busy} confirm="Publish the incident" onCancel={close} />
 */
import { Problem } from './ReadState.tsx';

interface Props {
  /** The server's sentence for a refused change; nothing while there is none. */
  problem: string | null | undefined;
  busy: boolean;
  /** The label of the button that does it. */
  confirm: string;
  onCancel: () => void;
  /** For a dialog without a form: what the button does. */
  onConfirm?: () => void;
}

export function DialogActions({ problem, busy, confirm, onCancel, onConfirm }: Props) {
  return (
    <>
      {problem ? <Problem>{problem}</Problem> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type={onConfirm ? 'button' : 'submit'} className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </>
  );
}
