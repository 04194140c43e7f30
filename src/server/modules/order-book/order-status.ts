import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { moveStock } from '#server/modules/stock-counts/stock-take.ts';
import { Refused, type Result, runRefusable } from '#server/result.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { type AdminOrder, canChangeStatus, type OrderBookStatus } from '#shared/order-book.ts';
import { UNDO_ACCEPT_MS } from '#shared/status-undo.ts';
import { foundOrder } from './inbox.repository.ts';
import { toStatus } from './placed-order-rows.ts';

const statusName = (status: OrderBookStatus) => catalogueFor('en').orderBook.statuses[status];

/**
 * Moves the order from `from` to `to` if nobody changed it meanwhile, and records the change in the
 * order's history and in the activity log, in the caller's transaction. Two admins pressing at once
 * make one change: the second finds the status moved and is refused. The counted stock moves with
 * it (docs/decisions/189).
 */
async function moveStatus(
  trx: Transaction<Database>,
  order: { id: string; reference: string },
  move: { from: OrderBookStatus; to: OrderBookStatus; reason: string | null; undoes: string | null },
  actor: Actor,
  at: Date = new Date(),
): Promise<void> {
  const now = at.toISOString();
  const updated = await trx
    .updateTable('placed_order')
    .set({ status: move.to, updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Refused('STATUS_CHANGE_REFUSED');
  // Confirming takes the bottles of counted sizes, cancelling gives them back; too few refuses the move.
  await moveStock(trx, order.id, move, at);
  await trx
    .insertInto('placed_order_event')
    .values({
      id: randomUUID(),
      order_id: order.id,
      status: move.to,
      previous_status: move.from,
      undoes_event_id: move.undoes,
      reason: move.reason,
      by_user_id: actor.id,
      by_email: actor.email,
      created_at: now,
    })
    .execute();
  // The log's sentence is the shop's English record; the record lets a page word it in its reader's language.
  await recordActivity(trx, {
    actor,
    kind: 'order',
    subject: order.reference,
    detail: move.undoes
      ? `Undid "${statusName(move.from)}": back to ${statusName(move.to)}`
      : `${statusName(move.to)} (was ${statusName(move.from)})`,
    record: {
      code: move.undoes ? 'ORDER_STATUS_UNDONE' : 'ORDER_STATUS_CHANGED',
      params: { reference: order.reference, from: move.from, to: move.to },
    },
  });
}

async function orderToChange(trx: Transaction<Database>, id: string) {
  const order = await trx
    .selectFrom('placed_order')
    .select(['id', 'reference', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) throw new Refused('ORDER_NOT_FOUND');
  return order;
}

/**
 * Moves an order along new → confirmed → out for delivery → delivered, or cancels it before it is
 * delivered; anything else is refused.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  id: string,
  change: { status: OrderBookStatus; reason?: string | undefined },
  actor: Actor,
  at?: Date,
): Promise<Result<AdminOrder>> {
  const changed = await runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const row = await orderToChange(trx, id);
      const from = toStatus(row.status);
      if (!canChangeStatus(from, change.status)) {
        throw new Refused(
          'STATUS_CHANGE_REFUSED',
          `An order that is ${from} cannot become ${change.status}.`,
        );
      }
      const reason = change.status === 'cancelled' ? change.reason || null : null;
      await moveStatus(trx, row, { from, to: change.status, reason, undoes: null }, actor, at);
    }),
  );
  if (!changed.ok) return changed;
  return foundOrder(db, id);
}

/**
 * Takes back a status change (docs/decisions/141): the order returns to the status that change
 * left, whatever the two statuses are. Only the admin who made it, only while it is the order's
 * latest change, and only for UNDO_ACCEPT_MS; an undo is itself not undone (change the status).
 */
export async function undoStatusChange(
  db: Kysely<Database>,
  id: string,
  eventId: string,
  actor: Actor,
): Promise<Result<AdminOrder>> {
  const undone = await runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const order = await orderToChange(trx, id);
      const latest = await trx
        .selectFrom('placed_order_event')
        .selectAll()
        .where('order_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest || latest.id !== eventId) {
        throw new Refused('UNDO_REFUSED', 'Only the latest change of an order can be undone.');
      }
      if (latest.undoes_event_id !== null || latest.previous_status === null) {
        throw new Refused('UNDO_REFUSED', 'This change cannot be undone.');
      }
      if (latest.by_user_id !== actor.id) {
        throw new Refused('UNDO_REFUSED', 'Only the admin who made a change can undo it.');
      }
      if (Date.now() - Date.parse(toIso(latest.created_at)) > UNDO_ACCEPT_MS) {
        throw new Refused('UNDO_REFUSED');
      }
      const move = {
        from: toStatus(latest.status),
        to: toStatus(latest.previous_status),
        reason: null,
        undoes: latest.id,
      };
      await moveStatus(trx, order, move, actor);
    }),
  );
  if (!undone.ok) return undone;
  return foundOrder(db, id);
}
