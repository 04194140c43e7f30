import { z } from 'zod';
import { ActivityChangeSchema } from './activity-changes.ts';
import { ROLES } from './constants.ts';

/** The activity log and the team, as the admin pages read them. */

export const ACTIVITY_KINDS = ['setting', 'product', 'stock', 'role', 'order'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ActivityEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  subject: z.string(),
  detail: z.string(),
  /** The facts behind the detail, where the kind records them (an order's status change). */
  data: z.record(z.string(), z.union([z.string(), z.boolean()])).nullable(),
  /** A settings entry's changes as data, worded by the reader's catalogue; null when none were kept. */
  changes: z.array(ActivityChangeSchema).nullable(),
  createdAt: z.string(),
});

export const ACTIVITY_PAGE_SIZE = 25;
export const TEAM_PAGE_SIZE = 50;

export const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const TeamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamPageSchema = z.object({
  members: z.array(TeamMemberSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const RoleChangeBodySchema = z.object({ role: z.enum(ROLES) });
export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
