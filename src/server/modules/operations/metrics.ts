import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '#server/http-error.ts';

export interface ShopMetrics {
  registry: Registry;
  ordersPlaced: Counter;
}

/**
 * Prometheus metrics at /metrics: requests and latency by route, process memory and CPU (prom-client's
 * defaults), the database pool, and orders placed. One registry per app, so tests can build several.
 * Open to anyone sending METRICS_TOKEN, and from loopback only when the shop is told no proxy
 * runs in front of it (METRICS_OPEN_ON_LOOPBACK, docs/decisions/154): a proxy that adds no
 * forwarding header makes every visitor look like loopback.
 */
export function registerMetrics(app: FastifyInstance): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.pgPool;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections by state (SQLite: one connection, never waiting).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 1);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed through this process since it started.',
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: one series per route, whatever the ids in the path.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const { metricsToken, isMetricsOpenOnLoopback } = app.config;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, metricsToken, isMetricsOpenOnLoopback)) {
      throw new HttpError(403, 'FORBIDDEN', 'Metrics need the metrics token.');
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  return { registry, ordersPlaced };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayReadMetrics(
  request: FastifyRequest,
  token: string | undefined,
  isOpenOnLoopback: boolean,
): boolean {
  const auth = request.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  if (!isOpenOnLoopback) return false;
  // Belt and braces: a request relayed by a proxy that does name its client is never local.
  const isProxied = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
  return !isProxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}
