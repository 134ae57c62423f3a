/**
 * Get the One-Pager (docs/product.md#modals): email, role and AUM band; about 1 s of
 * processing; then the success view starts the download of the PDF of the /one-pager page,
 * and the modal closes by itself after 3 s and resets (docs/product.md#interface-timings).
 * The download is an analytics event, sent only with consent. Product updates by email only
 * when ticked (docs/decisions.md §79).
 */
import { AUM_BANDS, ONE_PAGER_ROLES, onePagerLeadSchema } from '@alpora/shared/schemas/leads';
import { useEffect, useRef } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { currentLocale, dictionary } from '#site/i18n/index.ts';
import { choices } from '#site/islands/forms/choices.ts';
import { confirmationMail } from '#site/islands/forms/confirmation-mail.ts';
import { EmailField } from '#site/islands/forms/EmailField.tsx';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { LEAD_META, UPDATES_META } from '#site/islands/forms/lead-form-schema.ts';
import { leadSender } from '#site/islands/forms/lead-sender.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { UpdatesField } from '#site/islands/forms/UpdatesField.tsx';
import { UPDATES_TICKED, updatesChoice, withUpdates } from '#site/islands/forms/updates-choice.ts';
import { useForm } from '#site/islands/forms/use-form.ts';
import { track } from '#site/lib/analytics.ts';
import { onePagerPdfPath } from '#site/lib/one-pager-pdf.ts';
import type { ModalProps } from './modal-props.ts';

/** The PDF in the page's language (site/lib/one-pager-pdf.ts). */
export const onePagerPdf = () => onePagerPdfPath(currentLocale());
/** Processing takes about 1 s; the success view closes after 3 s. */
const PROCESSING_MS = 1_000;
const AUTO_CLOSE_MS = 3_000;

const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META }).extend({ updates: updatesChoice });

export default function OnePagerModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const download = useRef<HTMLAnchorElement>(null);
  const form = useForm({
    schema,
    send: leadSender({
      kind: 'one-pager',
      toPayload: (data, meta) => ({ kind: 'one-pager', ...meta, ...withUpdates('one-pager', data) }),
      minSubmitMs: PROCESSING_MS,
    }),
  });
  const done = form.phase === 'success';
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!done) return;
    download.current?.click();
    track('one_pager_download', { source: 'modal' });
    const timer = setTimeout(() => close.current(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  return (
    <Dialog open={open} onClose={onClose} title={t.onePager.title} description={t.onePager.description}>
      {done ? (
        <SuccessView
          title={t.onePager.successTitle}
          text={t.onePager.successText}
          queued={form.done?.queued}
          confirmation={confirmationMail(form.values.updates === UPDATES_TICKED, form.done)}
        >
          <a ref={download} href={onePagerPdf()} download="alpora-one-pager.pdf" className="btn btn-secondary mt-2">
            {t.onePager.download}
          </a>
        </SuccessView>
      ) : (
        <LeadFormFrame kind="one-pager" form={form} label={t.onePager.title} texts={t.onePager}>
          <EmailField label={t.fields.workEmail} {...form.field('email')} />
          <SelectField
            label={t.fields.role}
            placeholder={t.choose}
            options={choices(ONE_PAGER_ROLES, t.options.role)}
            {...form.field('role')}
          />
          <SelectField
            label={t.fields.aumBand}
            placeholder={t.choose}
            options={choices(AUM_BANDS, t.options.aumBand)}
            {...form.field('aumBand')}
          />
          <UpdatesField kind="one-pager" {...form.field('updates')} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
