import type { FastifyInstance } from 'fastify';
import { type BackfillOptions, backfillProductImages } from './image-backfill.ts';

/** The pictures made in the background once the shop is up (docs/decisions/196). */
export interface PicturePreparation {
  /** Starts the work once; later calls do nothing. */
  start(): void;
  /** Settles when the work started has ended (at once when it never started): the count made. */
  done(): Promise<number>;
  /** Ends the work after the product in hand: the shop is closing. */
  stop(): Promise<void>;
}

/**
 * Makes what products' pictures lack (the demo bottles themselves on a fresh data folder, their
 * variants and link previews) after the shop answers, so a first start is not a minute of silence.
 * Each product done drops the kept catalogue and pages, here and in every other process: pages
 * show the original (or the placeholder) until the variants exist, then the variants.
 */
export function createPicturePreparation(
  app: FastifyInstance,
  options: Pick<BackfillOptions, 'onProgress' | 'originalFor'>,
): PicturePreparation {
  let running: Promise<number> | null = null;
  let isStopped = false;
  return {
    start() {
      running ??= (async () => {
        const { shop } = await app.settings.get();
        return backfillProductImages(app.db, app.media, app.log, shop.name, {
          ...options,
          onMade: () => app.catalogue.changed(),
          isStopped: () => isStopped,
        });
      })().catch((error: unknown) => {
        if (!isStopped) app.log.warn({ err: error }, 'could not prepare the product pictures');
        return 0;
      });
    },
    done: () => running ?? Promise.resolve(0),
    async stop() {
      isStopped = true;
      await running;
    },
  };
}

/**
 * The terminal's progress line: the first and the last, and one every two seconds between, so a
 * first start says what it does without a line per picture.
 */
export function pictureProgressLine(
  print: (line: string) => void,
  now: () => number = Date.now,
): (done: number, total: number) => void {
  let printedAt = Number.NEGATIVE_INFINITY;
  return (done, total) => {
    if (done !== 1 && done !== total && now() - printedAt < 2000) return;
    printedAt = now();
    print(`Preparing demo pictures: ${done}/${total}`);
  };
}
