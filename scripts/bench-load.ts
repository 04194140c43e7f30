import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

/** What a browser sends: pages and the catalogue's JSON go out compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };
/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ). */
const TICK_MS = 10;

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** The shop's CPU time (user and system) per answered request, in ms. */
  cpuMs: number;
}

/** The CPU time `pid` has used so far, in ms (user + system, from /proc). */
export function cpuTimeMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * One GET on a kept-alive connection, its body read as it comes: what a load tool such as wrk does.
 * The body is not decompressed: that is the browser's work, not the server's.
 */
function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** `connections` clients asking for `url` as fast as they are answered for `durationMs`. */
export async function load(
  url: string,
  options: { connections: number; durationMs: number; pid: number },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = cpuTimeMs(options.pid);
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await get(url, agent);
        if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  const cpu = cpuTimeMs(options.pid) - cpuBefore;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    failures,
    cpuMs: cpu / Math.max(1, latencies.length),
  };
}
