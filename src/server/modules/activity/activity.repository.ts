import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { type ActivityChange, ActivityChangeSchema } from '#shared/activity-changes.ts';
import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  type ActivityKind,
  type ActivityPage,
} from '#shared/admin-records.ts';

export interface Actor {
  id: string;
  email: string;
}

const DETAIL_MAX = 1000;

/** One line of the activity log; callers pass the transaction that makes the change itself. */
export async function recordActivity(
  tx: Transaction<Database> | Kysely<Database>,
  entry: {
    actor: Actor;
    kind: ActivityKind;
    subject: string;
    detail: string;
    data?: Record<string, string | boolean>;
    changes?: ActivityChange[];
  },
): Promise<void> {
  await tx
    .insertInto('activity')
    .values({
      id: randomUUID(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      kind: entry.kind,
      subject: entry.subject.slice(0, 200),
      detail: entry.detail.slice(0, DETAIL_MAX),
      data: entry.data ? JSON.stringify(entry.data) : null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Newest first; ties (same millisecond) keep a stable order by id. */
export async function listActivity(db: Kysely<Database>, page: number): Promise<ActivityPage> {
  const { count } = await db
    .selectFrom('activity')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('activity')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actor_email,
      kind: ACTIVITY_KINDS.find((k) => k === row.kind) ?? 'setting',
      subject: row.subject,
      detail: row.detail,
      data: readData(row.data),
      changes: readChanges(row.changes),
      createdAt: toIso(row.created_at),
    })),
    page,
    pageCount: Math.max(1, Math.ceil(Number(count) / ACTIVITY_PAGE_SIZE)),
  };
}

function readChanges(stored: string | null): ActivityChange[] | null {
  if (stored === null) return null;
  try {
    const parsed = z.array(ActivityChangeSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * "name: A → B; week.monday: […] → […]": the shop's own record of a settings save, in English
 * (the log's reader gets sentences from the changes themselves).
 */
export function describeChanges(changes: readonly ActivityChange[]): string {
  return changes.map((c) => `${c.field}: ${short(c.before)} → ${short(c.after)}`).join('; ');
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function readData(text: string | null): Record<string, string | boolean> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, string | boolean] =>
        ['string', 'boolean'].includes(typeof pair[1]),
      ),
    );
  } catch {
    return null;
  }
}
