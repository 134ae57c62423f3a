/**
 * /invitation?token=… (docs/back-office.md#roles): says who invited which address, then opens
 * the viewer account with a username and password of the invitee's choice and signs it in on
 * the dashboard, read-only. A link that is incomplete, used, expired or withdrawn shows why in
 * place of the form.
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { type Invitation, joinRequestSchema } from '@alpora/shared/schemas/viewers';
import { dictionary, format } from '#site/i18n/index.ts';
import { AuthField, NewPasswordField } from '#site/islands/auth/AuthField.tsx';
import { completeSignIn } from '#site/islands/auth/auth-sender.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';
import { LinkPage } from './LinkPage.tsx';
import { useLinkLookup } from './use-link-lookup.ts';

const formSchema = joinRequestSchema.pick({ username: true, password: true });

export default function AcceptInvitation() {
  const t = dictionary().viewers;
  const link = useLinkLookup<Invitation>('/api/viewers/invitation');
  const form = useForm({
    schema: formSchema,
    send: async (data) => {
      try {
        const answer = await apiRequest<AuthResponse>('/api/viewers/join', {
          body: { ...data, token: link.token, locale: documentLocale() },
        });
        completeSignIn(answer, { title: dictionary().account.success, description: dictionary().account.registered });
        return { ok: true, done: undefined };
      } catch (error) {
        return link.refused(error, t.joinFailed);
      }
    },
  });

  return (
    <LinkPage
      link={link}
      problem={t.invitationProblem}
      loading={t.invitationLoading}
      intro={(invitation) =>
        format(t.invitationFrom, {
          name: invitation.clientName,
          email: invitation.clientEmail,
          invitee: invitation.email,
        })
      }
    >
      <FormFrame form={form} ready={link.lookup.status === 'ready'}>
        <AuthField {...form.field('username')} label={t.username} autoComplete="username" />
        <NewPasswordField field={form.field('password')} label={t.password} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.joining : t.join}
        </button>
      </FormFrame>
    </LinkPage>
  );
}
