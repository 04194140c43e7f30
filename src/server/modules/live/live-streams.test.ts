import { expect, test } from 'vitest';
import { HttpError } from '#server/http-error.ts';
import { StreamRegistry } from './live-streams.ts';

function stream(userId: string, address: string, closed: string[], name: string) {
  return { userId, address, close: (reason: string) => closed.push(`${name}:${reason}`) };
}

test('past the process cap a new stream is refused with 503 and the open ones are kept', () => {
  const closed: string[] = [];
  const registry = new StreamRegistry({ perUser: 5, perAddress: 5, perProcess: 3 });
  for (let i = 0; i < 3; i += 1) registry.add(stream(`u${i}`, `a${i}`, closed, `s${i}`));

  let refused: unknown;
  try {
    registry.add(stream('u9', 'a9', closed, 'late'));
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).statusCode).toBe(503);
  expect(registry.size).toBe(3);
  expect(closed).toEqual([]);
});

test('a closed stream frees its place, and shutdown closes every stream', () => {
  const closed: string[] = [];
  const registry = new StreamRegistry({ perUser: 1, perAddress: 5, perProcess: 2 });
  const unregister = registry.add(stream('u1', 'a1', closed, 'first'));
  registry.add(stream('u2', 'a2', closed, 'second'));
  unregister();
  registry.add(stream('u3', 'a3', closed, 'third'));
  registry.add(stream('u3', 'a3', closed, 'fourth'));
  expect(closed).toEqual(['third:superseded']);
  registry.closeAll();
  expect(closed).toEqual(['third:superseded', 'second:shutdown', 'fourth:shutdown']);
  expect(registry.size).toBe(2);
});
