import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { publishOrderBookChange } from '#server/modules/live/order-events.ts';
import { UNCONFIRMED_AFTER_MS } from '#shared/order-book.ts';

/** How often a process looks for orders left unconfirmed, and at most how often a read does. */
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_AT_MOST_EVERY_MS = 30_000;

/**
 * Moves every order still new UNCONFIRMED_AFTER_MS after it was recorded to "not received"
 * (docs/decisions/144), with a line in its history by nobody (the shop itself). Each order moves
 * only if it is still new: two app processes sweeping at once move it once.
 */
export async function moveUnconfirmedOrders(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_AFTER_MS).toISOString();
  const due = await db
    .selectFrom('placed_order')
    .select('id')
    .where('status', '=', 'new')
    .where('created_at', '<=', before)
    .execute();
  let moved = 0;
  for (const { id } of due) {
    const at = now.toISOString();
    const isMoved = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('placed_order')
        .set({ status: 'not_received', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'new')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('placed_order_event')
        .values({
          id: randomUUID(),
          order_id: id,
          status: 'not_received',
          reason: null,
          by_user_id: null,
          by_email: null,
          created_at: at,
        })
        .execute();
      return true;
    });
    if (isMoved) moved += 1;
  }
  return moved;
}

/**
 * The sweep of this process: every few minutes, and before the inbox, its count and the figures are
 * read (at most every 30 s of the shop's clock), so the owner never sees an order as waiting that
 * should have moved. Returns a function that sweeps if due and says whether anything moved.
 */
export function scheduleUnconfirmedSweep(app: FastifyInstance): () => Promise<boolean> {
  let lastAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | null = null;
  const sweep = (): Promise<boolean> => {
    running ??= (async () => {
      try {
        const now = app.clock.now();
        lastAt = now.getTime();
        const moved = await moveUnconfirmedOrders(app.db, now);
        if (moved > 0) {
          app.log.info({ moved }, 'unconfirmed orders moved to not received');
          publishOrderBookChange(app.cartEvents);
        }
        return moved > 0;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'the unconfirmed-order sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return async () => {
    if (app.clock.now().getTime() - lastAt < SWEEP_AT_MOST_EVERY_MS) return false;
    return sweep();
  };
}
