/**
 * The login form (docs/product.md#accounts: username and password required). The username
 * keeps its case as typed; the server compares case-insensitively.
 */
import { loginRequestSchema } from '@alpora/shared/schemas/auth';
import { dictionary } from '#site/i18n/index.ts';
import { useForm } from '#site/islands/forms/use-form.ts';
import { AuthField } from './AuthField.tsx';
import { AuthFormFrame } from './AuthFormFrame.tsx';
import { authSender } from './auth-sender.ts';

export default function LoginForm() {
  const t = dictionary().account;
  const form = useForm({ schema: loginRequestSchema, send: authSender('login') });
  return (
    <AuthFormFrame form={form} kind="login">
      <AuthField {...form.field('username')} label={t.username} autoComplete="username" />
      <AuthField {...form.field('password')} label={t.password} type="password" autoComplete="current-password" />
    </AuthFormFrame>
  );
}
