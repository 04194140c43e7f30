import { afterEach, vi } from 'vitest';

/**
 * A console.error during a test is a failure unless the test expects it
 * (by spying on console.error itself, which replaces this spy).
 */
let errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
