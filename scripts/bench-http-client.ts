import { parentPort, workerData } from 'node:worker_threads';

/**
 * The bench's HTTP client, in a thread of its own: its requests, and the reading and unzipping of
 * the answers, do not run on the event loop of the server it measures. Sends `requests` GETs,
 * `concurrency` at a time, after `warmUp` sent one by one; answers the p50 and p99 in ms.
 */
export interface HttpRun {
  url: string;
  headers: Record<string, string>;
  requests: number;
  warmUp: number;
  concurrency: number;
}

async function run({ url, headers, requests, warmUp, concurrency }: HttpRun) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i += 1) await once();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        times.push(await once());
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as HttpRun));
