import { availableParallelism } from 'node:os';
import { HttpError } from '#server/http-error.ts';

export interface HashQueueOptions {
  /** Password hashes running at once. */
  concurrency: number;
  /** Requests allowed to wait for a slot; beyond it they are refused at once. */
  maxWaiting: number;
  /** Longest wait for a slot before the request is refused. */
  maxWaitMs: number;
}

/**
 * Each scrypt hash takes 128 MiB and a libuv thread for a few hundred milliseconds. Run at most
 * one per spare core, so the event loop and file reads (which share libuv's four threads) keep
 * going under a flood of logins (docs/decisions/050-login-cost-bounds.md).
 */
export const HASH_QUEUE_DEFAULTS: HashQueueOptions = {
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxWaiting: 8,
  maxWaitMs: 5_000,
};

const RETRY_AFTER_SECONDS = 5;

function busy(): HttpError {
  return new HttpError(
    503,
    'SERVICE_UNAVAILABLE',
    'The shop is busy signing people in. Please try again in a few seconds.',
  );
}

/** A small queue in front of password hashing: 503 with Retry-After when it is full. */
export class HashQueue {
  readonly #options: HashQueueOptions;
  #running = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(options: HashQueueOptions = HASH_QUEUE_DEFAULTS) {
    this.#options = options;
  }

  /** The most hashes that ran at once so far. */
  get peak(): number {
    return this.#peak;
  }

  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  /** Runs `work` when a slot is free; throws 503 SERVICE_UNAVAILABLE when none frees in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    this.#peak = Math.max(this.#peak, this.#running);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so nobody can jump the queue in between.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  #acquire(): Promise<void> {
    if (this.#running < this.#options.concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#options.maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(wake);
        if (index !== -1) this.#waiting.splice(index, 1);
        reject(busy());
      }, this.#options.maxWaitMs);
      this.#waiting.push(wake);
    });
  }
}
