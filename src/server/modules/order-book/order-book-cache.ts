import type { FastifyInstance } from 'fastify';
import { subscribeOrderBook } from '#server/modules/live/order-events.ts';

/**
 * Answers read from the order book, kept until it changes (docs/decisions/205): every process hears
 * of a change through the live channel (LISTEN/NOTIFY on PostgreSQL), the one that made it at once.
 * An answer is also dropped after `maxAgeMs`, so what depends on the clock ("today") moves on, and
 * the oldest is dropped past `maxEntries`. An answer computed while a change landed is not kept.
 */
export function createOrderBookCache<T>(
  app: FastifyInstance,
  { maxAgeMs, maxEntries }: { maxAgeMs: number; maxEntries: number },
): { get(key: string, compute: () => Promise<T>): Promise<T> } {
  const kept = new Map<string, { at: number; value: T }>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const unsubscribe = subscribeOrderBook(app.cartEvents, forget);
  app.addHook('onClose', async () => unsubscribe());
  const get = async (key: string, compute: () => Promise<T>) => {
    const now = app.clock.now().getTime();
    const hit = kept.get(key);
    if (hit && now - hit.at < maxAgeMs) return hit.value;
    const started = generation;
    const value = await compute();
    if (generation === started) {
      kept.delete(key);
      kept.set(key, { at: now, value });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    }
    return value;
  };
  return { get };
}
