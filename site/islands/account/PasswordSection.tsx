/**
 * The Password section of /account (docs/decisions.md §93): the current password, a new one
 * under the registration's rules, and "Sign out my other sessions", on by default. An account
 * opened by single sign-on has no password to change: the section says so and shows no form.
 *
 * @example <PasswordSection user={user} />
 */
import {
  passwordChangeRequestSchema,
  type passwordChangeResponseSchema,
} from '@alpora/shared/schemas/account-recovery';
import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { AuthField, NewPasswordField } from '#site/islands/auth/AuthField.tsx';
import { recoverySender } from '#site/islands/auth/recovery-sender.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';

/** The form's text fields; the checkbox is its own state. */
const formSchema = passwordChangeRequestSchema.pick({ currentPassword: true, newPassword: true });
type Answer = z.infer<typeof passwordChangeResponseSchema>;

export function PasswordSection({ user }: SectionProps) {
  const t = dictionary().recovery;
  const checkboxId = useId();
  const [endOthers, setEndOthers] = useState(true);
  const [round, setRound] = useState(0);
  if (!user.hasPassword) {
    return <AccountSection title={t.passwordTitle} intro={dictionary().recentProof.noPassword} />;
  }
  return (
    <AccountSection title={t.passwordTitle} intro={t.passwordIntro}>
      <ChangePasswordForm
        key={round}
        endOthers={endOthers}
        onChanged={(answer) => {
          const description =
            answer.otherSessionsEnded > 0
              ? format(t.changedEnded, { count: String(answer.otherSessionsEnded) })
              : t.changed;
          toast({ title: t.changed, description });
          setRound((value) => value + 1);
        }}
      >
        <CheckboxField
          id={checkboxId}
          name="endOtherSessions"
          label={t.endOtherSessions}
          hint={t.endOtherSessionsHint}
          checked={endOthers}
          onChange={setEndOthers}
        />
      </ChangePasswordForm>
    </AccountSection>
  );
}

interface FormProps {
  endOthers: boolean;
  onChanged: (answer: Answer) => void;
  children: ReactNode;
}

/** One change: after success the section mounts a fresh, empty form. */
function ChangePasswordForm({ endOthers, onChanged, children }: FormProps) {
  const t = dictionary().recovery;
  const form = useForm({
    schema: formSchema,
    send: async (data, context) => {
      const send = recoverySender<typeof data, Answer>(
        '/api/auth/password',
        (body) => ({ ...body, endOtherSessions: endOthers }),
        t.changeFailed,
      );
      const outcome = await send(data, context);
      if (outcome.ok && outcome.done.kind === 'answered') onChanged(outcome.done.answer);
      return outcome;
    },
  });
  return (
    <FormFrame form={form} className="grid max-w-md gap-5">
      <AuthField
        {...form.field('currentPassword')}
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField field={form.field('newPassword')} label={t.newPassword} />
      {children}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? dictionary().account.submitting : t.changePassword}
        </button>
      </div>
    </FormFrame>
  );
}
