import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestApp } from '#tests/helpers/test-app.ts';
import {
  createRouteTestApp,
  listApiRoutes,
  type RouteSample,
  type RouteWorld,
  send,
} from './json-routes.test-kit.ts';

/**
 * Property: whatever a caller sends to a JSON route, the answer is never a 5xx. Each run takes a
 * route's accepted request and changes it: the whole body, one value deep inside it, a query value
 * or a path parameter, into anything JSON can carry (control characters, direction marks, huge
 * numbers, wrong types). Runs are few enough to keep the file well under a minute per database.
 */
const NUM_RUNS = 250;

/** Routes that take no JSON: uploads (multipart), event streams and the metrics text. */
const NOT_JSON = new Set([
  'GET /api/admin/orders/events',
  'GET /api/cart/events',
  'POST /api/admin/products',
  'PUT /api/admin/products/:id',
  'POST /api/admin/products/:id/image',
  'PUT /api/admin/products/:id/image',
  'DELETE /api/admin/products/:id',
  'POST /api/admin/remove-background',
  'POST /api/admin/settings/hero',
  'DELETE /api/admin/settings/hero',
  'POST /api/auth/logout',
  'GET /api/brands/:file',
  // The owner's brands and photos travel as forms with their pictures; a removal takes no body.
  'POST /api/admin/brands',
  'PUT /api/admin/brands/:id',
  'DELETE /api/admin/brands/:id',
  'POST /api/admin/products/:id/photos',
  'PUT /api/admin/products/:id/photos/:photoId',
  'DELETE /api/admin/products/:id/photos/:photoId',
]);

let t: TestApp;
let world: RouteWorld;
beforeAll(async () => {
  ({ t, world } = await createRouteTestApp());
});
afterAll(() => t.close());

test('the samples cover every JSON route the server has', () => {
  const sampled = new Set(world.samples.map((s) => `${s.method} ${s.route}`));
  const unsampled = listApiRoutes(t.app).filter((route) => !sampled.has(route) && !NOT_JSON.has(route));
  expect(unsampled).toEqual([]);
});

const tricky = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\n',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ud800',
  '%00',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '@',
  '/',
  '..',
  'a',
  '٣',
  '😀',
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: tricky, maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(5000),
    '1e400',
    '-1',
    'NaN',
    'null',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
);
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(text, { maxLength: 4 }),
  fc.dictionary(text, text, { maxKeys: 4 }),
);

/** Every place in a JSON value where another value can go: [] for the root. */
function placesIn(value: unknown, path: string[] = []): string[][] {
  const inner =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => placesIn(item, [...path, key]))
      : [];
  return [path, ...inner];
}

function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1) as string] = replacement;
  return copy;
}

type Change =
  | { kind: 'body'; place: number; value: unknown }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'param'; place: number; value: string };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('body' as const), place: fc.nat(), value: anyValue }),
  fc.record({
    kind: fc.constant('query' as const),
    name: fc.oneof(fc.constantFrom('q', 'page', 'from', 'to', 'status', 'limit'), text),
    value: text,
  }),
  fc.record({ kind: fc.constant('param' as const), place: fc.nat(), value: text }),
);

function applyChange(sample: RouteSample, c: Change): RouteSample {
  if (c.kind === 'body') {
    const places = placesIn(sample.body ?? {});
    return { ...sample, body: replaceAt(sample.body ?? {}, places[c.place % places.length] ?? [], c.value) };
  }
  if (c.kind === 'query') return { ...sample, query: { ...sample.query, [c.name]: c.value } };
  const names = Object.keys(sample.params);
  const name = names[c.place % Math.max(1, names.length)];
  return name ? { ...sample, params: { ...sample.params, [name]: c.value } } : sample;
}

test('no request to a JSON route gets a 5xx, whatever it carries', async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...world.samples),
      fc.array(change, { minLength: 1, maxLength: 3 }),
      async (sample, changes) => {
        const request = changes.reduce(applyChange, sample);
        const response = await send(t.app, request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(
          response.statusCode,
          `${request.method} ${request.route} ${JSON.stringify(request)}`,
        ).toBeLessThan(500);
      },
    ),
    { numRuns: NUM_RUNS },
  );
  // The runs reached the routes' own checks, not only the first refusal.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(NUM_RUNS / 10);
  expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
}, 240_000);
