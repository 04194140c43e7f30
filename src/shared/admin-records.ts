import { z } from 'zod';
import { ActivityChangeSchema } from './activity-changes.ts';
import { ActivityRecordSchema } from './activity-records.ts';
import { ROLES } from './constants.ts';

/** The activity log and the team, as the admin pages read them. */

export const ACTIVITY_KINDS = ['setting', 'product', 'stock', 'role', 'order', 'brand', 'discount'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One entry: what it is about (`subject`: a product's name, an account's email, an order's
 * reference, a settings section) and what happened as `code` and `params` (activity-records.ts),
 * which pages word in their reader's language (docs/decisions/170).
 */
export const ActivityEntrySchema = z.intersection(
  z.object({
    id: z.string(),
    actorEmail: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    subject: z.string(),
    /** The shop's English record of the entry, for API clients and the database's readers. */
    detail: z.string(),
    /** An order's status change as it was sent before records (docs/decisions/141): params say the same. */
    data: z.record(z.string(), z.union([z.string(), z.boolean()])).nullable(),
    /** A settings save's changes as they were sent before records: params say the same. */
    changes: z.array(ActivityChangeSchema).nullable(),
    createdAt: z.string(),
  }),
  ActivityRecordSchema,
);
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

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
