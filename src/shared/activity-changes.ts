import { z } from 'zod';

/** One changed setting: its path in the section ("week.monday", "sizes.100.priceCents"), before and after. */
export const ActivityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityChange = z.infer<typeof ActivityChangeSchema>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings a save changed, leaf by leaf (a list, such as a day's intervals, is one value);
 * nothing when the save changed nothing, which then records no activity.
 */
export function settingChanges(before: unknown, after: unknown, path = ''): ActivityChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => settingChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null)
    ? []
    : [{ field: path, before: before ?? null, after: after ?? null }];
}
