/**
 * The send strategy of every lead form (docs/product.md#leads): the payload with its meta
 * (client id, consent, campaign) and the honeypot, through the outbox, so a lead is never
 * lost offline (docs/decisions.md §3). A lead sent or safely queued is done; messages the
 * API names a field for keep the form open, and so does a refusal naming no field, whose
 * message the form shows (docs/decisions.md §285) in the page's language (§299).
 *
 * @example useForm({ schema, send: leadSender({ kind: 'demo', toPayload: (data, meta) => ({ kind: 'demo', ...meta, ...data }) }) })
 */
import type { LeadInput, LeadKind } from '@alpora/shared/schemas/leads';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { type SendResult, sendLead } from '#site/lib/outbox.ts';
import { honeypotValue } from './Honeypot.tsx';
import { type LeadMeta, leadMeta } from './lead-meta.ts';
import type { Send } from './use-form.ts';

export interface LeadSendOptions<Data> {
  /** The kind of lead the form sends: its meta carries that form's consent notice version. */
  kind: LeadKind;
  toPayload: (data: Data, meta: LeadMeta) => LeadInput;
  /** Runs after the send and before success shows (logs, state elsewhere on the page). */
  onSent?: (result: SendResult) => void | Promise<void>;
  /** The sending state lasts at least this long (the one-pager's processing, docs/product.md#modals). */
  minSubmitMs?: number;
}

export function leadSender<Data>(options: LeadSendOptions<Data>): Send<Data, { queued: boolean }> {
  return async (data, { form }) => {
    const website = honeypotValue(form);
    const payload = { ...options.toPayload(data, leadMeta(options.kind)), ...(website ? { website } : {}) };
    const minimum = new Promise((resolve) => setTimeout(resolve, options.minSubmitMs ?? 0));
    const [result] = await Promise.all([sendLead(payload), minimum]);
    await options.onSent?.(result);
    // A refusal naming no field says why (applications closed): the visitor reads it, with what
    // they typed still there, instead of thanks for a lead nobody stored. A rejection naming only
    // a field the form does not show cannot be fixed by the visitor: the form thanks them.
    if (result.status === 'invalid')
      return {
        ok: false,
        fields: result.fields,
        fallback: result.refusal ? 'editing' : 'success',
        refusal: result.refusal === undefined ? undefined : refusalText(result.error, dictionary().refusals.refused),
      };
    return { ok: true, done: { queued: result.status === 'queued' } };
  };
}
