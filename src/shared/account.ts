import { z } from 'zod';
import { ROLES } from './constants.ts';

/** The signed-in user as GET /api/me returns it. */
export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type Me = z.infer<typeof MeSchema>;
