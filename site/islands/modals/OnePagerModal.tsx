/**
 * Get the One-Pager (SPEC 2-5): email, role and AUM band; about 1 s of processing; then the
 * success view starts the download of the PDF of the /one-pager page, and the modal closes by
 * itself after 3 s and resets (SPEC 4). The download is an analytics event (SPEC 7), sent only
 * with consent.
 */
import { AUM_BANDS, field, ONE_PAGER_ROLES } from '@alpora/shared/schemas/leads';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { dictionary } from '../../i18n/index.ts';
import { track } from '../../lib/analytics.ts';
import { LeadFormFrame } from '../forms/LeadFormFrame.tsx';
import { SuccessView } from '../forms/SuccessView.tsx';
import { useLeadForm } from '../forms/use-lead-form.ts';
import type { ModalProps } from './modal-props.ts';

export const ONE_PAGER_PDF = '/one-pager.pdf';
/** SPEC 4: processing takes about 1 s; the success view closes after 3 s. */
const PROCESSING_MS = 1_000;
const AUTO_CLOSE_MS = 3_000;

const schema = z.object({ email: field.workEmail, role: field.role, aumBand: field.aumBand });

export default function OnePagerModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const download = useRef<HTMLAnchorElement>(null);
  const form = useLeadForm({
    initial: { email: '', role: '', aumBand: '' },
    schema,
    toPayload: (data, meta) => ({ kind: 'one-pager', ...meta, ...data }),
    minSubmitMs: PROCESSING_MS,
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
        <SuccessView title={t.onePager.successTitle} text={t.onePager.successText} queued={form.queued}>
          <a ref={download} href={ONE_PAGER_PDF} download="alpora-one-pager.pdf" className="btn btn-secondary mt-2">
            {t.onePager.download}
          </a>
        </SuccessView>
      ) : (
        <LeadFormFrame
          form={form}
          label={t.onePager.title}
          submitLabel={t.onePager.submit}
          submittingLabel={t.onePager.submitting}
        >
          <TextField
            label={t.fields.workEmail}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
          <SelectField
            label={t.fields.role}
            placeholder={t.choose}
            options={ONE_PAGER_ROLES.map((value) => ({ value, label: t.options.role[value] }))}
            {...form.field('role')}
          />
          <SelectField
            label={t.fields.aumBand}
            placeholder={t.choose}
            options={AUM_BANDS.map((value) => ({ value, label: t.options.aumBand[value] }))}
            {...form.field('aumBand')}
          />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
