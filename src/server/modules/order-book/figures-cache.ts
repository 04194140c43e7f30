import type { FastifyInstance } from 'fastify';
import { subscribeOrderBook } from '#server/modules/live/order-events.ts';
import type { Figures } from '#shared/order-book.ts';
import { orderFigures } from './figures.repository.ts';

/** At most this old, so that "today" moves on at midnight even when no order changes. */
const FIGURES_MAX_AGE_MS = 60_000;

/**
 * The figures, computed once and kept until the order book changes: every process hears of a change
 * through the live channel (LISTEN/NOTIFY on PostgreSQL), so an owner never sees stale numbers after
 * an order or a status change, and a page reload costs nothing.
 */
export function createFiguresCache(app: FastifyInstance): { get(): Promise<Figures>; forget(): void } {
  let cached: { at: number; figures: Figures } | null = null;
  let generation = 0;
  const forget = () => {
    generation += 1;
    cached = null;
  };
  const unsubscribe = subscribeOrderBook(app.cartEvents, forget);
  app.addHook('onClose', async () => unsubscribe());
  const get = async () => {
    const now = app.clock.now();
    if (cached && now.getTime() - cached.at < FIGURES_MAX_AGE_MS) return cached.figures;
    const started = generation;
    const figures = await orderFigures(app.db, now);
    // A change that landed while these were computed makes them stale already: not kept.
    if (generation === started) cached = { at: now.getTime(), figures };
    return figures;
  };
  return { get, forget };
}
