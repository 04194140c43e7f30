import type { TestUser } from './factories.ts';

export interface EventStream {
  response: Response;
  /** Names of the events received so far, in order. */
  events: string[];
  waitFor(name: string, count?: number, timeoutMs?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** A real HTTP connection to the stream, read as the browser's EventSource would. */
export async function openStream(
  url: string,
  user: TestUser,
  headers: Record<string, string> = {},
  path = '/api/cart/events',
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${url}${path}`, {
    headers: { cookie: user.cookie, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: string[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = block.split('\n').find((line) => line.startsWith('event: '));
          if (name) events.push(name.slice('event: '.length));
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    response,
    events,
    ended,
    waitFor(name, count = 1, timeoutMs = 1000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (events.filter((e) => e === name).length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${name}" event #${count} within ${timeoutMs} ms (got ${events.join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
