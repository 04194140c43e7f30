import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation, toIso } from '#server/db/database.ts';
import type { Database, DiscountCodeTable } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { ok, type Result, refuse } from '#server/result.ts';
import type { DiscountCode, DiscountCodeInput, DiscountKind, DiscountRule } from '#shared/discount-codes.ts';
import { formatCents } from '#shared/format.ts';

type Row = Selectable<DiscountCodeTable>;

const toKind = (value: string): DiscountKind => (value === 'amount' ? 'amount' : 'percent');

export function toDiscountRule(row: Row): DiscountRule {
  return {
    code: row.code,
    kind: toKind(row.kind),
    value: row.value,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    minOrderCents: row.min_order_cents,
    useLimit: row.use_limit,
    isActive: row.is_active === 1,
    uses: row.uses,
  };
}

function columns(input: DiscountCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    min_order_cents: input.minOrderCents,
    use_limit: input.useLimit,
    is_active: input.isActive ? 1 : 0,
  };
}

/** The rules of a code as a customer typed it (in capitals already); null when there is none. */
export async function findDiscountRule(db: Kysely<Database>, code: string): Promise<DiscountRule | null> {
  const row = await db.selectFrom('discount_code').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toDiscountRule(row) : null;
}

/** Every code, newest first, with the discount the orders placed with it gave (cancelled ones left out). */
export async function listDiscountCodes(db: Kysely<Database>): Promise<DiscountCode[]> {
  const rows = await db
    .selectFrom('discount_code')
    .selectAll('discount_code')
    .select((eb) =>
      eb
        .selectFrom('placed_order')
        .select((o) => o.fn.sum<number | string | bigint>('placed_order.discount_cents').as('given'))
        .whereRef('placed_order.discount_code', '=', 'discount_code.code')
        .where('placed_order.status', '!=', 'cancelled')
        .as('given'),
    )
    .orderBy('discount_code.created_at', 'desc')
    .orderBy('discount_code.code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...toDiscountRule(row),
    discountGivenCents: Number(row.given ?? 0),
    createdAt: toIso(row.created_at),
  }));
}

async function findCode(db: Kysely<Database>, id: string): Promise<DiscountCode | null> {
  return (await listDiscountCodes(db)).find((c) => c.id === id) ?? null;
}

export async function createDiscountCode(
  db: Kysely<Database>,
  actor: Actor,
  input: DiscountCodeInput,
  now: Date,
): Promise<Result<DiscountCode>> {
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('discount_code')
        .values({ id, ...columns(input), created_at: now.toISOString(), updated_at: now.toISOString() })
        .execute();
      await recordActivity(trx, {
        actor,
        kind: 'discount',
        subject: input.code,
        detail: `Added: ${discountWords(input)}`,
        record: { code: 'DISCOUNT_CODE_ADDED', params: { kind: input.kind, value: input.value } },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
  const created = await findCode(db, id);
  if (!created) throw new Error('the new discount code vanished');
  return ok(created);
}

/**
 * The owner's changes to a code. Its uses stay; its spelling stays once an order used it, since the
 * orders and the figures name it that way (docs/decisions/191).
 */
export async function updateDiscountCode(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: DiscountCodeInput,
  now: Date,
): Promise<Result<DiscountCode>> {
  try {
    const refusal = await db.transaction().execute(async (trx): Promise<Result<DiscountCode> | null> => {
      const before = await trx
        .selectFrom('discount_code')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) return refuse('DISCOUNT_CODE_NOT_FOUND');
      const isRenamed = before.code !== input.code;
      if (isRenamed && before.uses > 0) {
        return refuse('DISCOUNT_CODE_USED', undefined, [
          { path: 'body.code', message: 'This code has been used already: its spelling stays as it is.' },
        ]);
      }
      await trx
        .updateTable('discount_code')
        .set({ ...columns(input), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await recordActivity(trx, {
        actor,
        kind: 'discount',
        subject: input.code,
        detail: `${isRenamed ? `Renamed from ${before.code}; ` : ''}Updated details: ${discountWords(input)}`,
        record: {
          code: 'DISCOUNT_CODE_CHANGED',
          params: { kind: input.kind, value: input.value, formerCode: isRenamed ? before.code : null },
        },
      });
      return null;
    });
    if (refusal) return refusal;
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
  const updated = await findCode(db, id);
  return updated ? ok(updated) : refuse('DISCOUNT_CODE_NOT_FOUND');
}

export async function setDiscountCodeActive(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<Result<DiscountCode>> {
  const found = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('discount_code')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('discount_code')
      .set({ is_active: isActive ? 1 : 0, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordActivity(trx, {
      actor,
      kind: 'discount',
      subject: before.code,
      detail: isActive ? 'Status: Active' : 'Status: Inactive',
      record: { code: 'DISCOUNT_CODE_TURNED', params: { isActive } },
    });
    return true;
  });
  if (!found) return refuse('DISCOUNT_CODE_NOT_FOUND');
  const updated = await findCode(db, id);
  return updated ? ok(updated) : refuse('DISCOUNT_CODE_NOT_FOUND');
}

/** "10% off", "$5.00 off": the activity log's English record of what a code takes off. */
function discountWords({ kind, value }: Pick<DiscountCodeInput, 'kind' | 'value'>): string {
  return `${kind === 'percent' ? `${value}%` : formatCents(value)} off`;
}

function taken<T>(): Result<T> {
  return refuse('DISCOUNT_CODE_TAKEN', undefined, [
    { path: 'body.code', message: 'Another code is already written this way.' },
  ]);
}
