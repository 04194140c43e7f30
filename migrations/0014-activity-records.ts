import type { Kysely } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * Activity entries become records: a code and its parameters, which each reader's page words in
 * his language (docs/decisions/170). The entries already written are read back from their English
 * sentence (and from `data` and `changes` where 0011 and 0013 kept the facts), then those two
 * columns go: the parameters hold the same facts. A sentence that cannot be read back is kept as
 * written, under the code RECORDED. `detail` stays: the shop's English record for API clients.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('activity')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo('RECORDED'))
    .execute();
  await db.schema
    .alterTable('activity')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const store = db as unknown as Kysely<{
    activity: OldEntry & { id: string; code: string; params: string };
  }>;
  const rows = await store
    .selectFrom('activity')
    .select(['id', 'kind', 'subject', 'detail', 'data', 'changes'])
    .execute();
  for (const row of rows) {
    const { code, params } = recordFromOldEntry(row);
    await store
      .updateTable('activity')
      .set({ code, params: JSON.stringify(params) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('activity').dropColumn('data').execute();
  await db.schema.alterTable('activity').dropColumn('changes').execute();
}

export interface OldEntry {
  kind: string;
  subject: string;
  detail: string;
  data: string | null;
  changes: string | null;
}

/** The record an entry written before 0014 stands for. Kept here: a migration never changes. */
export function recordFromOldEntry(entry: OldEntry): { code: string; params: Record<string, unknown> } {
  return readOldEntry(entry) ?? { code: 'RECORDED', params: { text: entry.detail } };
}

function readOldEntry({ kind, subject, detail, data, changes }: OldEntry) {
  if (kind === 'product') {
    if (detail === 'Added') return { code: 'PRODUCT_ADDED', params: {} };
    if (detail === 'Deleted') return { code: 'PRODUCT_DELETED', params: {} };
    const updated = /^Updated (details and image|details|image)$/.exec(detail)?.[1];
    if (updated) return { code: 'PRODUCT_UPDATED', params: { parts: updated.split(' and ') } };
  }
  if (kind === 'stock') {
    const stock = /^(\d+) ml: (Sold out|In stock)$/.exec(detail);
    if (stock)
      return { code: 'STOCK_CHANGED', params: { size: stock[1], isSoldOut: stock[2] === 'Sold out' } };
  }
  if (kind === 'role') {
    const role = /^(admin|user) → (admin|user)$/.exec(detail);
    if (role) return { code: 'ROLE_CHANGED', params: { from: role[1], to: role[2] } };
  }
  if (kind === 'order') {
    const facts = parseJson(data);
    if (isObject(facts) && [facts.reference, facts.from, facts.to].every((v) => typeof v === 'string')) {
      const { reference, from, to } = facts;
      const code = facts.isUndo === true ? 'ORDER_STATUS_UNDONE' : 'ORDER_STATUS_CHANGED';
      return { code, params: { reference, from, to } };
    }
  }
  if (kind === 'setting') return readSettingEntry(subject, detail, changes);
  return null;
}

function readSettingEntry(subject: string, detail: string, changes: string | null) {
  const kept = parseJson(changes);
  if (Array.isArray(kept)) return { code: 'SETTINGS_CHANGED', params: { changes: kept } };
  if (subject === 'replies') {
    if (detail === 'no change') return { code: 'REPLY_TEXTS_CHANGED', params: { texts: [] } };
    const list = /^Reply texts changed: (.+)$/.exec(detail)?.[1];
    const texts = list?.split(', ').map((item) => /^(\w+) \((en|ar|fr)\)$/.exec(item));
    if (!texts?.every((match) => match !== null)) return null;
    return {
      code: 'REPLY_TEXTS_CHANGED',
      params: { texts: texts.map((match) => ({ status: match[1], language: match[2] })) },
    };
  }
  if (detail === 'no change') return { code: 'SETTINGS_CHANGED', params: { changes: [] } };
  // "name: A → B; week.monday: […] → […]", each value as written, cut at 120 characters.
  const read = detail.split('; ').map((part) => /^([\w.]+): (.*) → (.*)$/s.exec(part));
  if (!read.every((match) => match !== null)) return null;
  return {
    code: 'SETTINGS_CHANGED',
    params: {
      changes: read.map(([, field = '', before, after]) => ({
        field,
        before: oldValue(field, before),
        after: oldValue(field, after),
      })),
    },
  };
}

/**
 * A value as the old sentence wrote it: strings bare, everything else as JSON, cut at 120
 * characters. A bare number is a string (a phone number) except the one numeric setting, the rate.
 */
function oldValue(field: string, text = ''): unknown {
  if (text.length === 120 && text.endsWith('...')) return text;
  const value = parseJson(text);
  if (typeof value === 'number') return field === 'lbpPerUsd' ? value : text;
  return value === undefined || typeof value === 'string' ? text : value;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
