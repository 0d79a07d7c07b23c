import { z } from 'zod';
import { OPERATOR_REASON_MAX_LENGTH } from '../operations/operator-rules';
import { StaffInvitationSchema } from './staff-access';

/**
 * The admin console's care-team accounts (issue 34 item 2, ADR 169): who has access, in which
 * role, and when they were last active. Not in the spec; a 422 names each field.
 */
export const AdminStaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['provider', 'operator', 'admin']),
  /** When an admin took the person's access away; null while they have it. */
  disabledAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
  /** The latest activity of any of their sessions; null when none is open. */
  lastActiveAt: z.string().datetime().nullable(),
  /** Their open sessions. */
  sessions: z.number().int(),
  /** The member asking: their own access and role are not changed from the list. */
  isYou: z.boolean(),
});
export type AdminStaffMember = z.infer<typeof AdminStaffMemberSchema>;

/** `GET /api/admin/staff`: every care-team account, active first, by name, and the invitations waiting, newest first. */
export const AdminStaffListResponseSchema = z.object({ data: z.object({ members: z.array(AdminStaffMemberSchema), invitations: z.array(StaffInvitationSchema) }) });
export type AdminStaffList = z.infer<typeof AdminStaffListResponseSchema>['data'];

export const AdminStaffParamsSchema = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /api/admin/staff/:staffId/access`: access taken away (every session ends) or given back, with the reason. */
export const AdminStaffAccessChangeSchema = z.object({
  isActive: z.boolean(),
  reason: z.string().max(OPERATOR_REASON_MAX_LENGTH),
});
export type AdminStaffAccessChange = z.infer<typeof AdminStaffAccessChangeSchema>;

/** `POST /api/admin/staff/:staffId/role`: an operator made an admin or the reverse, with the reason; their sessions end. */
export const AdminStaffRoleChangeSchema = z.object({
  role: z.string().max(20).default(''),
  reason: z.string().max(OPERATOR_REASON_MAX_LENGTH),
});
export type AdminStaffRoleChange = z.infer<typeof AdminStaffRoleChangeSchema>;

export const AdminStaffMemberResponseSchema = z.object({ data: AdminStaffMemberSchema });
