/**
 * Email verification, password reset and password change (docs/product.md#accounts,
 * docs/decisions.md §91–§93).
 *
 * - `POST /auth/verification` (signed in) mails a new verification link, a few an hour.
 * - `POST /auth/verification/confirm` takes the link's token from the /verify-email page's button.
 * - `POST /auth/password-reset` answers 202 with one body whatever the address: known or not,
 *   verified or not, past its hourly links or not, and does the same database work either way, so
 *   neither the answer nor its time tells whether an account exists. Only a verified address gets
 *   a link, within the account's own allowance (§117) that no other form can use up.
 * - `POST /auth/password-reset/complete` sets the new password with the link's token (once, for
 *   30 minutes, never after a later password change, never for a suspended account), signs out
 *   every session and mails the owner. It opens no session: the owner signs in, with their
 *   second factor if they have one.
 * - `POST /auth/password` (signed in) changes the password with proof of presence
 *   (../auth/recent-proof.ts) and can sign out the owner's other sessions.
 *
 * @example app.route('/', accountRecoveryRoutes(deps));
 */
import {
  acceptedResponseSchema,
  emailVerificationRequestSchema,
  emailVerificationResponseSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  RESET_VALID_MINUTES,
} from '@alpora/shared/schemas/account-recovery';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { queuePasswordChangedMail, queuePasswordResetMail, queueVerificationMail } from '#api/auth/account-mails.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { newPasswordProblem } from '#api/auth/password-rules.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { assertRecentProof } from '#api/auth/recent-proof.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { accountSuspended } from '#api/back-office/suspension.ts';
import type { UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { ACCOUNT_LINKS_PER_HOUR, claimAccountLink } from '#api/repositories/account-link-allowance.ts';
import { findUsableAccountToken, takeAccountToken } from '#api/repositories/account-tokens.ts';
import { replacePassword } from '#api/repositories/password-changes.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { findUserByEmail, findUserById, identityKey, markEmailVerified } from '#api/repositories/users.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/** Reset requests one client IP may send in an hour; each account also gets at most a few links an hour. */
export const RESET_REQUESTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** The id a reset for an unknown address claims its allowance with: no account has it. */
const NO_ACCOUNT = '';

export const RESET_REQUESTED = `If an account with this verified email address exists, we have sent it a link to choose a new password. The link works for ${RESET_VALID_MINUTES} minutes.`;
export const INVALID_ACCOUNT_LINK = 'This link is not valid: it is unknown, was used already, or has expired.';

function verificationRoutes(signedIn: ReturnType<typeof restrictTo> & { tags: string[] }) {
  const resend = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/verification',
    summary: 'Mail a new link that verifies the account’s email address',
    description: `At most ${ACCOUNT_LINKS_PER_HOUR} verification mails an hour per account, the registration's included (429).`,
    responses: {
      202: jsonContent(acceptedResponseSchema, 'A verification mail is on its way'),
      ...errorResponses(401, 403, 409, 429),
    },
  });
  const confirm = createRoute({
    ...access('anonymous'),
    tags: ['Accounts'],
    method: 'post',
    path: '/auth/verification/confirm',
    summary: 'Verify the email address with the token of its link',
    request: { body: jsonBody(emailVerificationRequestSchema) },
    responses: {
      200: jsonContent(emailVerificationResponseSchema, 'The address is verified'),
      ...errorResponses(...BODY_ERRORS, 403, 404),
    },
  });
  return { resend, confirm };
}

export function accountRecoveryRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, config, logger, rateCounters, kickMailSender } = deps;
  const hasher = createPasswordHasher(config);
  const mail = subscriptionMailSettings(config);
  const signedIn = { ...restrictTo(deps, 'user'), tags: ['Accounts'] };
  const { resend, confirm } = verificationRoutes(signedIn);

  const requestReset = createRoute({
    ...access('anonymous'),
    tags: ['Accounts'],
    method: 'post',
    path: '/auth/password-reset',
    summary: 'Ask for a password reset link; the answer is the same whether an account exists or not',
    description: `At most ${RESET_REQUESTS_PER_HOUR} requests an hour per client IP; an account gets at most ${ACCOUNT_LINKS_PER_HOUR} links an hour, and the same answer beyond.`,
    middleware: [
      rateLimit({
        name: 'password-reset',
        limit: RESET_REQUESTS_PER_HOUR,
        windowMs: HOUR_MS,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(passwordResetRequestSchema) },
    responses: {
      202: jsonContent(acceptedResponseSchema, 'Accepted; a link went out if a verified account has this address'),
      ...errorResponses(...BODY_ERRORS, 403, 429),
    },
  });
  const completeReset = createRoute({
    ...access('anonymous'),
    tags: ['Accounts'],
    method: 'post',
    path: '/auth/password-reset/complete',
    summary: 'Set a new password with the token of a reset link; signs out every session',
    request: { body: jsonBody(passwordResetCompleteSchema) },
    responses: {
      200: jsonContent(acceptedResponseSchema, 'The password is set; sign in with it'),
      ...errorResponses(...BODY_ERRORS, 403, 404),
    },
  });
  const changePassword = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/password',
    summary: 'Change the password (current password, or a sign-in of the last 15 minutes without one)',
    request: { body: jsonBody(passwordChangeRequestSchema) },
    responses: {
      200: jsonContent(passwordChangeResponseSchema, 'Changed; how many other sessions were signed out'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
    },
  });

  /** Refuses a new password that breaks a rule, on the field the form shows it under. */
  const assertNewPassword = (password: string, user: UserRow, field: string) => {
    const problem = newPasswordProblem(password, user);
    if (problem) throw new ApiError(422, 'validation_failed', problem, { fields: { [field]: problem } });
  };

  const event = (c: Context, user: Pick<UserRow, 'id'>) => ({ userId: user.id, device: requestDevice(c) });

  return createRouter<AuthEnv>()
    .openapi(resend, async (c) => {
      const { user } = c.get('auth');
      if (user.email_verified_at !== null) {
        throw new ApiError(409, 'already_verified', 'This email address is verified already.');
      }
      const now = clock.now();
      const outcome = await db.transaction().execute((trx) => queueVerificationMail(trx, mail, user, now));
      if (outcome === 'capped') {
        throw new ApiError(
          429,
          'rate_limited',
          'We sent several verification mails in the last hour. Please try again later.',
        );
      }
      if (outcome === 'unreachable') {
        throw new ApiError(409, 'unreachable_address', 'This email address cannot receive mail. Change it first.');
      }
      kickMailSender?.();
      return c.json({ message: `We sent a new verification link to ${user.email}.` }, 202);
    })
    .openapi(confirm, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { token } = c.req.valid('json');
      const now = clock.now();
      const verified = await db.transaction().execute(async (trx) => {
        const found = await takeAccountToken(trx, token, 'verify-email', now);
        if (!found) return undefined;
        // A link to an address the account has since left proves nothing about the new one.
        return (await markEmailVerified(trx, found.user_id, found.email, now)) ? found : undefined;
      });
      if (!verified) throw new ApiError(404, 'not_found', INVALID_ACCOUNT_LINK);
      await recordSecurityEvent(
        db,
        { ...event(c, { id: verified.user_id }), kind: 'email-verified', outcome: 'success' },
        now,
      );
      logger.info('email verified', { requestId: c.get('requestId'), userId: verified.user_id });
      return c.json({ emailVerified: true as const }, 200);
    })
    .openapi(requestReset, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { email } = c.req.valid('json');
      const now = clock.now();
      // The same reads and the same claim for every address: only whether a mail is queued differs.
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, email);
        const allowed = await claimAccountLink(trx, user?.id ?? NO_ACCOUNT, 'password-reset', now);
        if (!user) return { user, result: 'unknown' as const };
        if (user.email_verified_at === null) return { user, result: 'unverified' as const };
        if (!allowed) return { user, result: 'limited' as const };
        await queuePasswordResetMail(trx, mail, user, now);
        return { user, result: 'queued' as const };
      });
      if (outcome.user) {
        const queued = outcome.result === 'queued';
        await recordSecurityEvent(
          db,
          {
            ...event(c, outcome.user),
            kind: 'password-reset-requested',
            outcome: queued ? 'success' : 'failure',
            detail: queued
              ? undefined
              : outcome.result === 'unverified'
                ? 'address not verified'
                : 'link allowance reached',
          },
          now,
        );
      }
      if (outcome.result === 'queued') kickMailSender?.();
      if (outcome.result === 'limited') {
        // The owner may be locked out and asking again; the account's id says whose, not the address.
        logger.warn('password reset mail held back by the link allowance', {
          requestId: c.get('requestId'),
          userId: outcome.user?.id,
        });
      }
      logger.info('password reset requested', { requestId: c.get('requestId'), outcome: outcome.result });
      return c.json({ message: RESET_REQUESTED }, 202);
    })
    .openapi(completeReset, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { token, password } = c.req.valid('json');
      const now = clock.now();
      const found = await findUsableAccountToken(db, token, 'password-reset', now);
      const user = found ? await findUserById(db, found.user_id) : undefined;
      // A password set after the link was issued, or a new address, ends the link.
      const changedSince = user?.password_changed_at && found && user.password_changed_at > found.created_at;
      if (!found || !user || changedSince || identityKey(user.email) !== identityKey(found.email)) {
        throw new ApiError(404, 'not_found', INVALID_ACCOUNT_LINK);
      }
      // A suspended account gets no new password either (docs/decisions.md §155); the link is
      // left untaken.
      if (user.suspended_at) throw accountSuspended();
      // Checked before the link is taken, so a refused password leaves it usable.
      assertNewPassword(password, user, 'password');
      const passwordHash = await hasher.hash(password);
      const result = await db.transaction().execute(async (trx) => {
        // Taking it marks it used: of two submissions racing on one link, one wins.
        if (!(await takeAccountToken(trx, token, 'password-reset', now))) return undefined;
        await replacePassword(trx, { userId: user.id, passwordHash, endSessions: 'all' }, now);
        await queuePasswordChangedMail(trx, mail, user, 'reset', now);
        return user;
      });
      if (!result) throw new ApiError(404, 'not_found', INVALID_ACCOUNT_LINK);
      await recordSecurityEvent(db, { ...event(c, result), kind: 'password-reset', outcome: 'success' }, now);
      kickMailSender?.();
      logger.info('password reset', { requestId: c.get('requestId'), userId: result.id });
      return c.json({ message: 'Your password is set. Log in with it.' }, 200);
    })
    .openapi(changePassword, async (c) => {
      const auth = c.get('auth');
      const body = c.req.valid('json');
      await assertRecentProof({ db, hasher, clock, loginThrottle }, c, auth, body.currentPassword);
      assertNewPassword(body.newPassword, auth.user, 'newPassword');
      const now = clock.now();
      const passwordHash = await hasher.hash(body.newPassword);
      const endSessions = body.endOtherSessions ? { except: auth.session.id } : ('none' as const);
      const ended = await db.transaction().execute(async (trx) => {
        const count = await replacePassword(trx, { userId: auth.user.id, passwordHash, endSessions }, now);
        await queuePasswordChangedMail(trx, mail, auth.user, 'changed', now);
        return count;
      });
      const detail = ended > 0 ? `other sessions signed out: ${ended}` : undefined;
      await recordSecurityEvent(
        db,
        { ...event(c, auth.user), kind: 'password-changed', outcome: 'success', detail },
        now,
      );
      kickMailSender?.();
      return c.json({ otherSessionsEnded: ended }, 200);
    });
}
