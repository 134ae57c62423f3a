/**
 * Who an account is to the product (docs/back-office.md#roles), and which roles each access
 * level of a route lets in. A route states one level; the middleware that enforces it and the
 * OpenAPI document that states it both come from `restrictTo` (../routes/openapi-parts.ts).
 */
import { ROLES, type Role, STAFF_ROLES as STAFF } from '@alpora/shared/roles';

export { ROLES, type Role };

/** Roles that work leads and may not sign in on one factor (docs/security.md). */
export const STAFF_ROLES: ReadonlySet<string> = new Set<Role>(STAFF);

/**
 * anonymous: anyone. user: any signed-in account, for its own sign-in settings. dashboard: a
 * client, or a viewer reading its client's dashboard. client: a client only (what a viewer may
 * not change). staff: sales and admins. admin: admins only.
 */
export const ACCESS_LEVELS = {
  anonymous: null,
  user: ROLES,
  dashboard: ['client', 'viewer'],
  client: ['client'],
  staff: ['admin', 'sales'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[] | null>;
export type AccessLevel = keyof typeof ACCESS_LEVELS;
export type SignedInLevel = Exclude<AccessLevel, 'anonymous'>;

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether an account of this role may call a route of this level. */
export function roleMayCall(role: string, level: SignedInLevel): boolean {
  return (ACCESS_LEVELS[level] as readonly string[]).includes(role);
}
