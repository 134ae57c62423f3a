/**
 * The login page's script (docs/product.md#accounts, docs/decisions.md §350): the password form,
 * the single sign-on button when the server says a provider is set up (docs/decisions.md §105,
 * §106) with the reason a sign-in came back with `sso_error`, and "Sign in with a passkey"
 * (docs/security.md#passkeys), whose WebAuthn helper loads when pressed. No framework: the
 * page is HTML, and this only makes it work.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { loginRequestSchema } from '@alpora/shared/schemas/auth';
import { isSsoErrorCode, type SsoErrorCode, type SsoStatus } from '@alpora/shared/schemas/sso';
import { finishSignIn, nextPath } from '#site/lib/sign-in.ts';
import { formPage } from './form-page.ts';
import { enhanceForm } from './html-form.ts';
import { refusalSentence } from './refusal.ts';
import { type SignInTexts, signInSender } from './sign-in-sender.ts';
import type { Toaster } from './toaster.ts';

interface SsoTexts {
  errors: Record<SsoErrorCode, string>;
  unknown: string;
}

interface PasskeyTexts {
  failed: string;
  cancelled: string;
  working: string;
}

/** The reason a single sign-on came back, above the form; the button once the server offers one. */
function startSso(box: HTMLElement): void {
  const texts = JSON.parse(box.dataset.sso ?? '{}') as SsoTexts;
  const code = new URLSearchParams(window.location.search).get('sso_error');
  const alert = box.querySelector<HTMLElement>('[data-sso-error]');
  const alertText = box.querySelector<HTMLElement>('[data-sso-error-text]');
  if (code !== null && alert && alertText) {
    alertText.textContent = isSsoErrorCode(code) ? texts.errors[code] : texts.unknown;
    alert.hidden = false;
  }
  const start = box.querySelector<HTMLElement>('[data-sso-start]');
  if (!start) return;
  const locale = encodeURIComponent(document.documentElement.lang);
  // Without an answer the page keeps the password form only.
  apiRequest<SsoStatus>('/api/auth/sso')
    .then((status) => {
      if (!status.enabled) return;
      // A link that begins the sign-in: the provider's pages take over the window.
      const link = document.createElement('a');
      link.className = 'btn btn-secondary w-full';
      link.href = `/api/auth/sso/start?next=${encodeURIComponent(nextPath())}&locale=${locale}`;
      link.textContent = status.label;
      start.prepend(link);
      start.hidden = false;
    })
    .catch(() => {});
}

/** The passkey button: on where the browser can use passkeys, said so where it cannot. */
function startPasskey(box: HTMLElement, success: SignInTexts['success'], toaster: Toaster): void {
  const texts = JSON.parse(box.dataset.passkey ?? '{}') as PasskeyTexts;
  const button = box.querySelector('button');
  const unsupported = box.querySelector<HTMLElement>('#passkey-unsupported');
  if (!button) return;
  if (typeof window.PublicKeyCredential !== 'function') {
    if (unsupported) unsupported.hidden = false;
    button.setAttribute('aria-describedby', 'passkey-unsupported');
    return;
  }
  const idleLabel = button.textContent ?? '';
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = texts.working;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/api/auth/passkeys/sign-in/options',
        { method: 'POST' },
      );
      let credential: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        credential = await startAuthentication({ optionsJSON });
      } catch {
        throw new Error(texts.cancelled);
      }
      finishSignIn(await apiRequest<AuthResponse>('/api/auth/passkeys/sign-in', { body: { credential } }), success);
    } catch (error) {
      const fallback = error instanceof ApiRequestError ? String(error) : (error as Error).message;
      const description = await refusalSentence(error, fallback || String(error));
      toaster.show({ title: texts.failed, description, variant: 'destructive' });
      button.textContent = idleLabel;
      button.disabled = false;
    }
  });
}

export function startLoginPage(): void {
  const { form, texts, toaster } = formPage<SignInTexts>('login');
  enhanceForm(form, { schema: loginRequestSchema, send: signInSender('login', texts, toaster) });
  const sso = document.querySelector<HTMLElement>('[data-sso]');
  if (sso) startSso(sso);
  const passkey = document.querySelector<HTMLElement>('[data-passkey]');
  if (passkey) startPasskey(passkey, texts.success, toaster);
}
