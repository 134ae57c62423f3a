/**
 * The users section of the back office as the API answers it and /admin#users shows it
 * (docs/back-office.md#users): the accounts, searched and filtered, a page at a time, and what an
 * administrator does to one: give it another role, suspend it with a reason, reinstate it, mail
 * its verification link again.
 *
 * @example const { users, next } = adminUserListSchema.parse(await res.json());
 */
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { localeSchema } from './locale-field.ts';
import { text } from './text.ts';

/** Roles an administrator may give; a viewer comes only with a client's invitation. */
export const ASSIGNABLE_ROLES = ['admin', 'sales', 'client'] as const;

/** What the list can be narrowed to besides the role. */
export const USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A page's cursor: the creation time and id of the last account of the page before. */
export const USER_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f-]{36}$/;

export const adminUsersQuerySchema = z.object({
  q: text()
    .trim()
    .max(100, 'field.admin.userSearchTooLong')
    .optional()
    .describe('Part of a username, email address or name, any case'),
  role: z.enum(ROLES, { error: 'field.choice.useOneOf' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'field.choice.useOneOf' }).optional(),
  after: text()
    .regex(USER_CURSOR, 'field.page.next')
    .optional()
    .describe('Accounts after this one (the next of the previous page)'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  /** When the owner verified the email address; null while not. */
  emailVerifiedAt: z.string().nullable(),
  /** When the account was suspended; null while it may sign in. */
  suspendedAt: z.string().nullable(),
  /** The reason the suspending administrator gave (from the audit log); null when not suspended. */
  suspensionReason: z.string().nullable(),
  /** An authenticator app or a passkey. */
  hasSecondFactor: z.boolean(),
  createdAt: z.string(),
  /** The last successful sign-in the security log still holds (12 months). */
  lastSignInAt: z.string().nullable(),
  /** The last time any of its sessions was used, to the minute of its renewal. */
  lastSeenAt: z.string().nullable(),
  /** The language the owner chose: their signed-in pages and mails speak it. */
  locale: localeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  /** The cursor of the next page; null on the last one. */
  next: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const userIdParamSchema = z.object({
  id: z.uuid({ error: 'field.admin.accountId' }).describe("The account's id"),
});

export const roleChangeRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'field.choice.chooseOneOf' }),
});

export const suspendRequestSchema = z.object({
  reason: text('field.admin.suspendReason')
    .trim()
    .min(3, 'field.admin.suspendReasonTooShort')
    .max(500, 'field.admin.suspendReasonTooLong'),
});

/** What an action did, in a sentence the section shows. */
export const adminUserActionSchema = z.object({
  message: z.string(),
  user: adminUserSchema,
});
export type AdminUserAction = z.infer<typeof adminUserActionSchema>;
