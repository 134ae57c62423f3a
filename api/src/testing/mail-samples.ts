/**
 * A mail for tests of the outbox and its delivery, which need no real template.
 *
 * @example await enqueueMail(db, SAMPLE_MAIL, now)
 */
import type { NewMail } from '#api/repositories/mail-outbox.ts';

export const SAMPLE_MAIL: NewMail = {
  template: 'lead-confirmation',
  category: 'transactional',
  recipient: 'anna@example.ch',
  locale: 'de',
  data: { name: 'Anna' },
  domain: 'alpora.ch',
};
