import { afterAll, beforeAll, expect, test } from 'vitest';
import { attemptCount } from '#tests/helpers/attempt-count.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { loginFrom } from '#tests/helpers/login.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { AUTH_ATTEMPT_LIMITS } from './auth-limits.ts';
import { HASH_QUEUE_DEFAULTS } from './hash-queue.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const emailBucket = () => attemptCount(t.app, `login:fail:email:${user.email}`);

test("logins refused because the hash queue is full (503) do not count on the account's lockout bucket", async () => {
  // Every hash slot busy and every place in line taken: each login is refused at once with 503.
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = Array.from({ length: HASH_QUEUE_DEFAULTS.concurrency + HASH_QUEUE_DEFAULTS.maxWaiting }, () =>
    t.app.hashQueue.run(() => gate).catch(() => undefined),
  );
  const flood = AUTH_ATTEMPT_LIMITS.perEmail.max + 5;
  const statuses: number[] = [];
  try {
    // In waves of ten: attempts still in flight hold their place in the bucket, as they should.
    for (let wave = 0; wave < flood; wave += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, flood - wave) }, (_, i) =>
          loginFrom(t.app, `203.0.113.${wave + i + 1}`, { email: user.email, password: 'a-wrong-guess' }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
      expect(answers[0]?.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual(Array(flood).fill(503));
  } finally {
    open();
    await Promise.all(held);
  }
  // Each refusal gives its attempt back once its answer has gone.
  await expect.poll(emailBucket).toBe(0);

  // A browser that never signed in to this account before is not locked out.
  const later = await loginFrom(t.app, '198.51.100.99', { email: user.email, password: user.password });
  expect(later.statusCode).toBe(200);

  // Wrong passwords that were judged still count, one each.
  for (let i = 0; i < 3; i += 1) {
    const wrong = await loginFrom(t.app, `192.0.2.${i + 1}`, {
      email: user.email,
      password: 'a-wrong-guess',
    });
    expect(wrong.statusCode).toBe(401);
  }
  await expect.poll(emailBucket).toBe(3);
}, 90_000);
