/**
 * The second step of a sign-in at /login/verify (docs/decisions.md §99): the code from the
 * authenticator app, a recovery code instead, or a passkey when the account has one. The page
 * asks the pending sign-in which it may use; without one (never begun) it goes back to /login.
 * When the pending sign-in ends while the person is on the page (it expired, or too many wrong
 * codes), the form gives way to a message with a link to sign in again: no timer sends them
 * away before a screen reader has read why. Success ends like a login: the token is kept and the
 * browser goes to `next`.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import {
  type SecondStepMethods,
  secondStepCodeSchema,
  secondStepRecoveryCodeSchema,
} from '@alpora/shared/schemas/two-factor';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { Toaster, toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { type Send, useForm } from '#site/islands/forms/use-form.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { completeSignIn, nextPath } from './auth-sender.ts';

const loginAgainHref = () => localizedHref(`/login?next=${encodeURIComponent(nextPath())}`);
const backToLogin = () => window.location.replace(loginAgainHref());

/** What the page does when the pending sign-in has ended, with the API's reason: only the password restarts it. */
type OnEnded = (message: string) => void;

/** What the second step's answer means for the page: signed in, try again, or start over. */
function failed(error: unknown, onEnded: OnEnded): { fields: Record<string, string> } {
  const t = dictionary().secondStep;
  const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
  if (apiError?.code === 'sign_in_expired') {
    onEnded(refusalText(error, t.failedFallback));
    return { fields: {} };
  }
  toast({ title: t.failed, description: refusalText(error, t.failedFallback), variant: 'destructive' });
  return { fields: apiError?.fields ?? {} };
}

function secondStepSender<Data>(onEnded: OnEnded): Send<Data, undefined> {
  return async (data) => {
    try {
      completeSignIn(await apiRequest<AuthResponse>('/api/auth/second-step', { body: data }));
      return { ok: true, done: undefined };
    } catch (error) {
      return { ok: false, fields: failed(error, onEnded).fields, fallback: 'editing' };
    }
  };
}

/** Shown in place of the form once the pending sign-in has ended; focus moves to its heading. */
function SignInEnded({ message }: { message: string }) {
  const t = dictionary().secondStep;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="grid gap-2 rounded-md border border-line border-l-4 border-l-negative bg-wash p-4">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-ink">
          {t.endedTitle}
        </h2>
        <p className="text-sm leading-relaxed text-ink">{message}</p>
      </div>
      <a href={loginAgainHref()} className="btn btn-primary w-full">
        {t.signInAgain}
      </a>
    </section>
  );
}

interface CodeFormProps {
  kind: 'code' | 'recoveryCode';
  onSwitch: (() => void) | undefined;
  onEnded: OnEnded;
  /** True when the person switched to this kind of code: the new field takes the focus. */
  focusOnShow: boolean;
}

function CodeForm({ kind, onSwitch, onEnded, focusOnShow }: CodeFormProps) {
  const t = dictionary().secondStep;
  const schema = kind === 'code' ? secondStepCodeSchema : secondStepRecoveryCodeSchema;
  // Both schemas have one field, named by the kind; the cast only unifies their types.
  const form = useForm({ schema: schema as typeof secondStepCodeSchema, send: secondStepSender(onEnded) });
  const input = form.field(kind as 'code');
  const recovery = kind === 'recoveryCode';
  const inputRef = useRef<HTMLInputElement>(null);
  // The switch button that had focus is gone with the old form; the field is enabled once hydrated.
  useEffect(() => {
    if (focusOnShow && form.hydrated) inputRef.current?.focus();
  }, [focusOnShow, form.hydrated]);
  return (
    <FormFrame
      form={form}
      after={
        onSwitch ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-dark underline underline-offset-2"
            onClick={onSwitch}
          >
            {recovery ? t.useCode : t.useRecoveryCode}
          </button>
        ) : null
      }
    >
      <FieldShell
        id={input.id}
        label={recovery ? t.recoveryCode : t.code}
        hint={recovery ? t.recoveryCodeHint : t.codeHint}
        error={input.error}
      >
        {(describedBy) => (
          <input
            ref={inputRef}
            id={input.id}
            name={input.name}
            value={input.value}
            onChange={(event) => input.onChange(event.target.value)}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={recovery ? 64 : 16}
            required
            aria-invalid={input.error ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass} font-mono tracking-widest`}
          />
        )}
      </FieldShell>
      <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </button>
    </FormFrame>
  );
}

function PasskeyButton({ onEnded }: { onEnded: OnEnded }) {
  const t = dictionary().secondStep;
  const [busy, setBusy] = useState(false);
  const signInWithPasskey = async () => {
    setBusy(true);
    try {
      // Loaded on demand: most sign-ins never need the WebAuthn helper.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const optionsJSON = await apiRequest<Options>('/api/auth/second-step/passkey/options', { method: 'POST' });
      const assertion = await startAuthentication({ optionsJSON });
      completeSignIn(await apiRequest<AuthResponse>('/api/auth/second-step/passkey', { body: assertion }));
    } catch (error) {
      if (error instanceof ApiRequestError) failed(error, onEnded);
      else toast({ title: t.passkeyFailed, description: t.failedFallback, variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary w-full" onClick={signInWithPasskey} disabled={busy}>
      {busy ? t.submitting : t.usePasskey}
    </button>
  );
}

export default function SecondStepForm() {
  const t = dictionary().secondStep;
  const [methods, setMethods] = useState<SecondStepMethods | null>(null);
  const [kind, setKind] = useState<'code' | 'recoveryCode'>('code');
  const [switched, setSwitched] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    apiRequest<SecondStepMethods | null>('/api/auth/second-step', { nullOn401: true })
      .then((answer) => (answer ? setMethods(answer) : backToLogin()))
      .catch((error: unknown) => failed(error, setEnded));
  }, []);
  if (ended !== null) return <SignInEnded message={ended || t.expired} />;
  if (!methods) {
    return (
      <>
        <p role="status" className="text-muted">
          {t.loading}
        </p>
        <Toaster />
      </>
    );
  }
  return (
    <div className="grid gap-5">
      {methods.passkey ? <PasskeyButton onEnded={setEnded} /> : null}
      {methods.passkey && methods.totp ? (
        <p className="text-center text-sm text-muted" aria-hidden="true">
          {t.or}
        </p>
      ) : null}
      {methods.totp ? (
        <CodeForm
          key={kind}
          kind={kind}
          onEnded={setEnded}
          focusOnShow={switched}
          onSwitch={() => {
            setSwitched(true);
            setKind((current) => (current === 'code' ? 'recoveryCode' : 'code'));
          }}
        />
      ) : null}
      <p className="text-center text-sm text-muted">
        <a href={localizedHref('/login')} className="font-semibold text-brand-dark underline underline-offset-2">
          {t.startOver}
        </a>
      </p>
      <Toaster />
    </div>
  );
}
