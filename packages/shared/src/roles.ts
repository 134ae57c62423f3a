/**
 * The roles of an account (docs/back-office.md#roles): the server enforces them, the browser
 * only uses them to show an account what it may open.
 */
export const ROLES = ['admin', 'sales', 'client', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The team's roles: they work leads in /admin and never sign in on one factor. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'sales'];

export function isStaff(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
