import { afterAll, beforeAll, expect, test } from 'vitest';
import { STREAM_CAPS } from '#server/modules/live/live-streams.ts';
import { type EventStream, openStream } from '#tests/helpers/event-stream.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createListeningTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// Behind a proxy on this machine, so each stream can come from the client address the test names.
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ({ t, baseUrl } = await createListeningTestApp({ TRUST_PROXY: 'loopback' }));
});
afterAll(() => t.close());

async function openAll(count: number, open: (index: number) => Promise<EventStream>): Promise<EventStream[]> {
  const streams: EventStream[] = [];
  // One after another, so "oldest" is well defined.
  for (let index = 0; index < count; index += 1) {
    const stream = await open(index);
    await stream.waitFor('ready');
    streams.push(stream);
  }
  return streams;
}

test('one user past the per-user cap: the oldest stream is told it was superseded and ends, the rest stay open', async () => {
  const user = await createUser(t.app);
  const streams = await openAll(STREAM_CAPS.perUser + 1, (index) =>
    openStream(baseUrl, user, { 'x-forwarded-for': `198.51.100.${index + 1}` }),
  );
  try {
    const [oldest, ...rest] = streams;
    await oldest?.waitFor('superseded');
    await oldest?.ended;
    for (const stream of rest) expect(stream.events).toEqual(['ready']);

    // The newest streams still hear the user's changes.
    t.app.cartEvents.publish(user.id);
    await Promise.all(rest.map((stream) => stream.waitFor('cart')));
    expect(oldest?.events).toEqual(['ready', 'superseded']);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('one address past the per-address cap loses its oldest stream; another address keeps its own', async () => {
  const users: TestUser[] = [];
  for (let i = 0; i <= STREAM_CAPS.perAddress; i += 1) users.push(await createUser(t.app));
  const neighbour = await createUser(t.app);
  const elsewhere = await openStream(baseUrl, neighbour, { 'x-forwarded-for': '192.0.2.200' });
  await elsewhere.waitFor('ready');
  const streams = await openAll(users.length, (index) =>
    openStream(baseUrl, users[index] as TestUser, { 'x-forwarded-for': '203.0.113.9' }),
  );
  try {
    const [oldest, ...rest] = streams;
    await oldest?.waitFor('superseded');
    await oldest?.ended;
    for (const stream of rest) expect(stream.events).toEqual(['ready']);
    expect(elsewhere.events).toEqual(['ready']);
  } finally {
    for (const stream of [...streams, elsewhere]) stream.close();
  }
}, 180_000);
