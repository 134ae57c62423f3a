/**
 * One change sent from a back-office form: whether it is on its way, and what the server refused
 * (per field, or one sentence for the form). `run` clears the last refusal, sends, and keeps the
 * new one if the change is refused; `refuse` shows a check of the form's own the same way.
 *
 * @example
 * const change = useChange();
 * const submit = () => change.run(async () => onDone(await adminWrite(path, 'POST', body)));
 * <TextField error={change.fields.note} /> <DialogActions problem={change.problem} busy={change.busy} … />
 */
import { useCallback, useState } from 'react';
import { type Refusal, refusalOf } from './admin-api.ts';

const NONE: Refusal = { fields: {}, message: undefined };

export function useChange() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const run = useCallback(async (send: () => Promise<void>) => {
    setRefusal(NONE);
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }, []);
  const refuse = useCallback((fields: Record<string, string>) => setRefusal({ fields, message: undefined }), []);
  const reset = useCallback(() => setRefusal(NONE), []);
  return { busy, fields: refusal.fields, problem: refusal.message, run, refuse, reset };
}
