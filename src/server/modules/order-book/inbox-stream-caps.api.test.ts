import { afterAll, beforeAll, expect, test } from 'vitest';
import { STREAM_CAPS } from '#server/modules/live/live-streams.ts';
import { publishOrderBookChange } from '#server/modules/live/order-events.ts';
import { type EventStream, openStream } from '#tests/helpers/event-stream.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { createListeningTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const INBOX_EVENTS = '/api/admin/orders/events';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ({ t, baseUrl } = await createListeningTestApp({ TRUST_PROXY: 'loopback' }));
});
afterAll(() => t.close());

test("the inbox's event stream has the live streams' caps: past the per-admin cap the oldest is superseded", async () => {
  const admin = await createUser(t.app, { role: 'admin' });
  const streams: EventStream[] = [];
  try {
    for (let index = 0; index <= STREAM_CAPS.perUser; index += 1) {
      const stream = await openStream(
        baseUrl,
        admin,
        { 'x-forwarded-for': `198.51.100.${index + 1}` },
        INBOX_EVENTS,
      );
      await stream.waitFor('ready');
      streams.push(stream);
    }
    const [oldest, ...rest] = streams;
    await oldest?.waitFor('superseded');
    await oldest?.ended;
    for (const stream of rest) expect(stream.events).toEqual(['ready']);

    // The newest still hear every change to the order book.
    publishOrderBookChange(t.app.cartEvents);
    await Promise.all(rest.map((stream) => stream.waitFor('order')));
    expect(oldest?.events).toEqual(['ready', 'superseded']);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('one address past the per-address cap loses its oldest inbox stream', async () => {
  const admins = [];
  for (let i = 0; i <= STREAM_CAPS.perAddress; i += 1)
    admins.push(await createUser(t.app, { role: 'admin' }));
  const streams: EventStream[] = [];
  try {
    for (const admin of admins) {
      const stream = await openStream(baseUrl, admin, { 'x-forwarded-for': '203.0.113.40' }, INBOX_EVENTS);
      await stream.waitFor('ready');
      streams.push(stream);
    }
    const [oldest, ...rest] = streams;
    await oldest?.waitFor('superseded');
    for (const stream of rest) expect(stream.events).toEqual(['ready']);
  } finally {
    for (const stream of streams) stream.close();
  }
}, 180_000);

test('a customer cannot open the inbox stream at all', async () => {
  const customer = await createUser(t.app);
  const stream = await openStream(baseUrl, customer, {}, INBOX_EVENTS);
  expect(stream.response.status).toBe(403);
  stream.close();
});
