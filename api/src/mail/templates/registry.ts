/**
 * Every mail the product sends, by name. The name is what callers (the outbox) store, so a
 * template keeps its name once mail has been queued with it.
 *
 * @example mailTemplates['ops-alert'].props.parse(data)
 */
import type { z } from 'zod';
import { accountExists } from './account-exists.ts';
import { accountReinstated } from './account-reinstated.ts';
import { accountSetup } from './account-setup.ts';
import { accountSuspended } from './account-suspended.ts';
import { alreadySubscribed } from './already-subscribed.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import { demoBooked } from './demo-booked.ts';
import { demoCancelled } from './demo-cancelled.ts';
import { incidentUpdate } from './incident-update.ts';
import { leadAcknowledgement } from './lead-acknowledgement.ts';
import { leadNotification } from './lead-notification.ts';
import { newSignIn } from './new-sign-in.ts';
import { opsAlert } from './ops-alert.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';
import { policyChange } from './policy-change.ts';
import { privacyRequestAnswered } from './privacy-request-answered.ts';
import { privacyRequestConfirm } from './privacy-request-confirm.ts';
import { secondStepFailed } from './second-step-failed.ts';
import { verifyEmail } from './verify-email.ts';
import { viewerInvitation } from './viewer-invitation.ts';

export const mailTemplates = {
  'confirm-subscription': confirmSubscription,
  'already-subscribed': alreadySubscribed,
  'lead-notification': leadNotification,
  'lead-acknowledgement': leadAcknowledgement,
  'incident-update': incidentUpdate,
  'policy-change': policyChange,
  'ops-alert': opsAlert,
  'new-sign-in': newSignIn,
  'second-step-failed': secondStepFailed,
  'verify-email': verifyEmail,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'account-exists': accountExists,
  'viewer-invitation': viewerInvitation,
  'account-setup': accountSetup,
  'demo-booked': demoBooked,
  'demo-cancelled': demoCancelled,
  'account-suspended': accountSuspended,
  'account-reinstated': accountReinstated,
  'privacy-request-confirm': privacyRequestConfirm,
  'privacy-request-answered': privacyRequestAnswered,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;

/** What a caller hands a template: its schema's input. */
export type MailProps<Name extends MailTemplateName> = z.input<(typeof mailTemplates)[Name]['props']>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
