import type { Page, Request } from '@playwright/test';

/**
 * How long the network stays quiet before a page counts as settled. A part that loads after the
 * page's ready mark (a chunk, then the data it reads) asks for its next file within a task or two
 * of the previous one arriving; the page's main thread is also waited on until it is idle
 * (`requestIdleCallback`), so a render still running is not taken for quiet. 250 ms is that gap
 * with room to spare on a loaded machine, instead of a fixed second or more after every load.
 */
export const QUIET_MS = 250;

export interface RequestWatch {
  /** Settles once no request is open and none has started or ended for `quietMs`. */
  settled(quietMs?: number, withinMs?: number): Promise<void>;
  /** Stops following the page's requests. */
  stop(): void;
}

/**
 * Follows the page's requests from now on (start it before the navigation it is about). Streams
 * that stay open by design (the cart's and the order book's live updates, `EventSource`) do not
 * count: they never end.
 */
export function watchRequests(page: Page): RequestWatch {
  const open = new Set<Request>();
  let changedAt = Date.now();
  const onStart = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    open.add(request);
    changedAt = Date.now();
  };
  const onEnd = (request: Request) => {
    if (open.delete(request)) changedAt = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const isQuiet = (quietMs: number) => open.size === 0 && Date.now() - changedAt >= quietMs;
  return {
    async settled(quietMs = QUIET_MS, withinMs = 15_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        if (isQuiet(quietMs)) {
          // The page's own work: a response that arrived may still be rendering, and a render may
          // ask for more. Idle main thread and still no request: settled.
          await page.evaluate(
            () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
          );
          if (isQuiet(quietMs)) return;
        }
        if (Date.now() > deadline) {
          const urls = [...open].map((request) => request.url());
          throw new Error(
            `the page did not settle within ${withinMs / 1000} s: still open ${urls.join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop() {
      page.off('request', onStart);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

/**
 * Opens a page and returns once it has settled: loaded, and every part that loads after it (the
 * lazily loaded sections, their data, the language notice's texts) has arrived and rendered.
 */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  const requests = watchRequests(page);
  try {
    await page.goto(url);
    await page.waitForLoadState('load');
    await requests.settled();
  } finally {
    requests.stop();
  }
}
