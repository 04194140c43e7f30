import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { ActivityChange } from '#shared/activity-changes.ts';
import { type ActivityRecord, readActivityRecord } from '#shared/activity-records.ts';
import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
} from '#shared/admin-records.ts';

export interface Actor {
  id: string;
  email: string;
}

const DETAIL_MAX = 1000;

/**
 * The moment of the entry this process wrote last. Entries written within the same millisecond (one
 * save that changes two things, two quick saves) take the next millisecond each, so the log lists
 * them in the order they were made. A clock set back by more than a second is followed as it is.
 */
let lastWrittenAt = 0;
function nextEntryTime(): string {
  const now = Date.now();
  const isSameMoment = now <= lastWrittenAt && lastWrittenAt - now < 1000;
  lastWrittenAt = isSameMoment ? lastWrittenAt + 1 : now;
  return new Date(lastWrittenAt).toISOString();
}

/**
 * One line of the activity log; callers pass the transaction that makes the change itself. The
 * record (a code and its parameters) is what pages word; `detail` is the shop's English record of it.
 */
export async function recordActivity(
  tx: Transaction<Database> | Kysely<Database>,
  entry: { actor: Actor; kind: ActivityKind; subject: string; detail: string; record: ActivityRecord },
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
      code: entry.record.code,
      params: JSON.stringify(entry.record.params),
      created_at: nextEntryTime(),
    })
    .execute();
}

/** Newest first; ties (entries of two processes in the same millisecond) keep a stable order by id. */
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
    entries: rows.map((row) => {
      const record = readActivityRecord(row.code, parseJson(row.params), row.detail);
      return {
        id: row.id,
        actorEmail: row.actor_email,
        kind: ACTIVITY_KINDS.find((k) => k === row.kind) ?? 'setting',
        subject: row.subject,
        detail: row.detail,
        ...formerFields(record),
        ...record,
        createdAt: toIso(row.created_at),
      };
    }),
    page,
    pageCount: Math.max(1, Math.ceil(Number(count) / ACTIVITY_PAGE_SIZE)),
  };
}

/** `data` and `changes` as API clients read them before records: the same facts as the params. */
function formerFields(record: ActivityRecord): Pick<ActivityEntry, 'data' | 'changes'> {
  if (record.code === 'ORDER_STATUS_CHANGED' || record.code === 'ORDER_STATUS_UNDONE') {
    return { data: { ...record.params, isUndo: record.code === 'ORDER_STATUS_UNDONE' }, changes: null };
  }
  if (record.code === 'SETTINGS_CHANGED') return { data: null, changes: record.params.changes };
  return { data: null, changes: null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
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
