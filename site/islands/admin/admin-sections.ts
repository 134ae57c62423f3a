/**
 * The sections of /admin and the roles that see each (docs/back-office.md#roles). The server
 * decides what each role may do; this list only keeps an account's menu to what it may open.
 */
import type { Role } from '@alpora/shared/roles';

export interface AdminSectionInfo {
  /** The URL fragment that opens it: /admin#leads. */
  id: string;
  label: string;
  roles: readonly Role[];
}

const TEAM: readonly Role[] = ['admin', 'sales'];
const ADMINS: readonly Role[] = ['admin'];

export const ADMIN_SECTIONS = [
  { id: 'leads', label: 'Leads', roles: TEAM },
  { id: 'campaigns', label: 'Campaigns', roles: TEAM },
  { id: 'partners', label: 'Design partners', roles: TEAM },
  { id: 'demos', label: 'Demo bookings', roles: TEAM },
  { id: 'incidents', label: 'Incidents', roles: ADMINS },
  { id: 'users', label: 'Users', roles: ADMINS },
  { id: 'mail', label: 'Mail', roles: ADMINS },
  { id: 'privacy', label: 'Privacy requests', roles: ADMINS },
  { id: 'audit', label: 'Audit log', roles: ADMINS },
] as const satisfies readonly AdminSectionInfo[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export function sectionsFor(role: string): AdminSectionInfo[] {
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly string[]).includes(role));
}
