/**
 * What this site reads of the identity the provider vouches for (docs/decisions.md §107): the
 * subject (the provider's stable id of the person), the email address and whether the provider
 * verified it, and a name and username to suggest for a new account. Claims of the wrong type or
 * size are dropped, never stored; an `email_verified` that is not the boolean true counts as
 * unverified.
 *
 * @example const claims = readSsoClaims(tokens.claims(), userinfo);
 */
import { z } from 'zod';

export interface SsoClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** A claim of this type and size, or null. */
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().catch(null);
}

const claimsSchema = z.object({
  // The sso_identities.subject column holds at most 255 characters.
  sub: z.string().min(1).max(255),
  email: optional(z.string().trim().max(254).pipe(z.email())),
  email_verified: z.unknown(),
  preferred_username: optional(z.string().trim().min(1).max(254)),
  given_name: optional(z.string().trim().min(1).max(60)),
  family_name: optional(z.string().trim().min(1).max(60)),
});

/**
 * The claims of the ID token, completed by the UserInfo answer for what the token left out
 * (many providers put only `sub` in the token). null when the subject is unusable.
 */
export function readSsoClaims(
  idToken: Record<string, unknown>,
  userinfo: Record<string, unknown> = {},
): SsoClaims | null {
  // The address and its verification come together from one source, never mixed.
  const mail = 'email' in idToken ? idToken : userinfo;
  const parsed = claimsSchema.safeParse({
    ...userinfo,
    ...idToken,
    email: mail.email,
    email_verified: mail.email_verified,
  });
  if (!parsed.success) return null;
  const claims = parsed.data;
  // NUL and other control characters never reach the database (docs/decisions.md §66).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  const clean = (value: string | null | undefined) => (value && !/[\u0000-\u001f\u007f]/.test(value) ? value : null);
  if (!clean(claims.sub)) return null;
  return {
    sub: claims.sub,
    email: clean(claims.email),
    emailVerified: claims.email_verified === true,
    preferredUsername: clean(claims.preferred_username),
    givenName: clean(claims.given_name),
    familyName: clean(claims.family_name),
  };
}
