/**
 * The register form (docs/product.md#accounts: username, email, password required; names
 * optional). The same schema as the API's checks each field before sending; the server adds
 * what only it knows (taken names, common passwords) as field messages.
 */
import { registerRequestSchema } from '@alpora/shared/schemas/auth';
import { dictionary } from '#site/i18n/index.ts';
import { useForm } from '#site/islands/forms/use-form.ts';
import { AuthField, NewPasswordField } from './AuthField.tsx';
import { AuthFormFrame } from './AuthFormFrame.tsx';
import { authSender } from './auth-sender.ts';

/** The page's language is no field: the sender adds it. */
const formSchema = registerRequestSchema.omit({ locale: true });

export default function RegisterForm() {
  const t = dictionary().account;
  const form = useForm({ schema: formSchema, send: authSender('register') });
  return (
    <AuthFormFrame form={form} kind="register">
      <div className="grid gap-5 sm:grid-cols-2">
        <AuthField
          {...form.field('firstName')}
          label={t.firstName}
          autoComplete="given-name"
          optionalLabel={t.optional}
        />
        <AuthField
          {...form.field('lastName')}
          label={t.lastName}
          autoComplete="family-name"
          optionalLabel={t.optional}
        />
      </div>
      <AuthField {...form.field('username')} label={t.username} autoComplete="username" />
      <AuthField {...form.field('email')} label={t.email} type="email" autoComplete="email" />
      <NewPasswordField field={form.field('password')} label={t.password} />
    </AuthFormFrame>
  );
}
