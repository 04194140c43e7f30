import { HttpError } from '#server/http-error.ts';

/**
 * Caps on open live-cart streams (docs/decisions/056-live-stream-caps.md). A few tabs per user is
 * plenty; an address may hold more (a family or a shop's customers behind one carrier address).
 * Past the per-user or per-address cap the oldest stream is closed (its page is told, and waits
 * until it is looked at again); past the process cap new streams are refused with 503.
 */
export interface StreamCaps {
  perUser: number;
  perAddress: number;
  perProcess: number;
}

export const STREAM_CAPS: StreamCaps = { perUser: 5, perAddress: 20, perProcess: 1000 };

interface OpenStream {
  userId: string;
  address: string;
  /** Ends the stream, telling the page why when it was pushed out by a newer one. */
  close(reason: 'superseded' | 'shutdown'): void;
}

export class StreamRegistry {
  // A Set iterates in insertion order: the first match is the oldest.
  readonly #open = new Set<OpenStream>();
  readonly #caps: StreamCaps;

  constructor(caps: StreamCaps = STREAM_CAPS) {
    this.#caps = caps;
  }

  get size(): number {
    return this.#open.size;
  }

  /** Registers a stream, closing the oldest ones over a cap; returns its unregister function. */
  add(stream: OpenStream): () => void {
    this.#evictOldest((s) => s.userId === stream.userId, this.#caps.perUser - 1);
    this.#evictOldest((s) => s.address === stream.address, this.#caps.perAddress - 1);
    if (this.#open.size >= this.#caps.perProcess) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Too many live connections. Please try again shortly.');
    }
    this.#open.add(stream);
    return () => {
      this.#open.delete(stream);
    };
  }

  closeAll(): void {
    for (const stream of [...this.#open]) stream.close('shutdown');
  }

  #evictOldest(matches: (stream: OpenStream) => boolean, keep: number): void {
    const same = [...this.#open].filter(matches);
    for (const stream of same.slice(0, Math.max(0, same.length - keep))) {
      this.#open.delete(stream);
      stream.close('superseded');
    }
  }
}
