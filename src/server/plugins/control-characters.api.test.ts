import { afterAll, beforeAll, expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import {
  createRouteTestApp,
  type RouteSample,
  type RouteWorld,
  send,
  urlOf,
} from './json-routes.test-kit.ts';

let t: TestApp;
let world: RouteWorld;
beforeAll(async () => {
  ({ t, world } = await createRouteTestApp());
});
afterAll(() => t.close());

type Leaf = { where: 'params' | 'querystring' | 'body'; path: string[] };

/** Every string a sample sends: path parameters, query values and each string in the body. */
function stringLeaves(sample: RouteSample): Leaf[] {
  const leaves: Leaf[] = [
    ...Object.keys(sample.params).map((name) => ({ where: 'params' as const, path: [name] })),
    ...Object.keys(sample.query).map((name) => ({ where: 'querystring' as const, path: [name] })),
  ];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') leaves.push({ where: 'body', path });
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, String(index)]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(sample.body, []);
  return leaves;
}

function withText(sample: RouteSample, leaf: Leaf, change: (text: string) => string): RouteSample {
  const copy = structuredClone({ params: sample.params, query: sample.query, body: sample.body });
  let holder: Record<string, unknown> =
    leaf.where === 'params' ? copy.params : leaf.where === 'querystring' ? copy.query : (copy.body as never);
  for (const key of leaf.path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const last = leaf.path.at(-1) as string;
  holder[last] = change(String(holder[last]));
  return { ...sample, ...copy };
}

const tableCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of [
    'placed_order',
    'cart_item',
    'auth_limit',
    'user',
    'activity',
    'shop_setting',
  ] as const) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
};

test('a NUL in any text of any JSON route is a 400 naming that field, and nothing is stored', async () => {
  let checked = 0;
  for (const sample of world.samples) {
    for (const leaf of stringLeaves(sample)) {
      const before = await tableCounts();
      const bad = withText(sample, leaf, (text) => `${text.slice(0, 2)}\u0000${text.slice(2)}`);
      const response = await send(t.app, bad);
      const label = `${sample.method} ${urlOf(sample)} ${leaf.where}.${leaf.path.join('.')}`;
      expect(response.statusCode, label).toBe(400);
      const error = response.json<{ error: { code: string; message: string; issues: { path: string }[] } }>()
        .error;
      expect(error.code, label).toBe('VALIDATION_FAILED');
      expect(error.message, label).toBe(EN.admin.invalidCharacters);
      expect(
        error.issues.map((i) => i.path),
        label,
      ).toEqual([`${leaf.where}.${leaf.path.join('.')}`]);
      expect(await tableCounts(), label).toEqual(before);
      checked += 1;
    }
  }
  // The samples' texts: login and sign-up, the guest order's details, the tagline, the search, ids…
  expect(checked).toBeGreaterThan(60);
});

test('other control characters are refused too; a line break only in a multi-line field', async () => {
  const order = world.samples.find((s) => s.route === '/api/placed-orders') as RouteSample;
  for (const [field, text] of [
    ['name', 'Layla\nTotal: $0.00'],
    ['address', 'Saadiyat\r\nReference: FAKE01'],
    ['name', 'Layla\u0007'],
    ['address', 'tab\there'],
    ['name', 'DEL\u007f'],
  ] as const) {
    const bad = withText(order, { where: 'body', path: ['customer', field] }, () => text);
    const response = await send(t.app, bad);
    expect(response.statusCode, JSON.stringify(text)).toBe(400);
    expect(response.json().error.issues[0].path).toBe(`body.customer.${field}`);
  }
});

test('the login e-mail with a NUL is refused before it becomes a limiter key', async () => {
  const login = world.samples.find((s) => s.route === '/api/auth/login') as RouteSample;
  const bad = withText(login, { where: 'body', path: ['email'] }, () => 'owner\u0000@example.com');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await send(t.app, bad)).statusCode).toBe(400);
  }
  const keys = await t.app.db.selectFrom('auth_limit').select('key').execute();
  expect(keys.filter((k) => k.key.includes('owner'))).toEqual([]);
});
