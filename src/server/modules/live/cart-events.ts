import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PgNotifications } from './pg-channel.ts';

export type CartListener = () => void;

/**
 * "This user's cart changed", delivered to every open stream of that user. Within one process an
 * in-memory registry; with PostgreSQL also LISTEN/NOTIFY, so a change made through one app process
 * reaches the user's streams held by the others.
 */
export interface CartEvents {
  /** Settles once this process listens for other processes' changes. */
  ready: Promise<void>;
  publish(userId: string): void;
  subscribe(userId: string, listener: CartListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'cart_changed';

export function createCartEvents(options: {
  notifications: PgNotifications;
  log: FastifyBaseLogger;
}): CartEvents {
  const listeners = new Map<string, Set<CartListener>>();
  const origin = randomUUID();

  const deliver = (userId: string) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener();
      } catch (error) {
        options.log.warn({ err: error }, 'cart listener failed');
      }
    }
  };

  /** After a lost LISTEN connection every stream refetches: changes made meanwhile were not heard. */
  const deliverToAll = () => {
    for (const userId of [...listeners.keys()]) deliver(userId);
  };

  const channel = options.notifications.channel(CHANNEL, {
    what: 'cart',
    onMessage(payload) {
      try {
        const { userId, from } = JSON.parse(payload) as { userId?: unknown; from?: unknown };
        // This process already delivered its own changes.
        if (typeof userId === 'string' && from !== origin) deliver(userId);
      } catch {
        options.log.warn('unreadable cart notification');
      }
    },
    // Every open stream refetches: changes made while nobody listened were not heard.
    onRelisten: deliverToAll,
  });

  return {
    ready: Promise.resolve(),
    publish(userId) {
      deliver(userId);
      channel.notify(JSON.stringify({ userId, from: origin }));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
