// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useTypewriter } from './use-typewriter.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const TEXT = 'Oud, attar';

test('types one more character every interval until the whole text shows', () => {
  const { result } = renderHook(() => useTypewriter(TEXT, 30, true));
  expect(result.current).toBe('');
  act(() => {
    vi.advanceTimersByTime(30);
  });
  expect(result.current).toBe('O');
  act(() => {
    vi.advanceTimersByTime(30 * 3);
  });
  expect(result.current).toBe('Oud,');
  act(() => {
    vi.advanceTimersByTime(30 * 100);
  });
  expect(result.current).toBe(TEXT);
  expect(vi.getTimerCount()).toBe(0);
});

test('the 131-character tagline takes 131 steps of 30 ms', () => {
  const tagline = 'x'.repeat(131);
  const { result } = renderHook(() => useTypewriter(tagline, 30, true));
  act(() => {
    vi.advanceTimersByTime(30 * 130);
  });
  expect(result.current).toHaveLength(130);
  act(() => {
    vi.advanceTimersByTime(30);
  });
  expect(result.current).toHaveLength(131);
});

test('when not enabled (reduced motion) the whole text shows at once, with no timer', () => {
  const { result } = renderHook(() => useTypewriter(TEXT, 30, false));
  expect(result.current).toBe(TEXT);
  expect(vi.getTimerCount()).toBe(0);
});

test('Arabic and emoji are typed whole characters at a time', () => {
  const { result } = renderHook(() => useTypewriter('عود🌹', 30, true));
  act(() => {
    vi.advanceTimersByTime(30 * 3);
  });
  expect(result.current).toBe('عود');
  act(() => {
    vi.advanceTimersByTime(30);
  });
  expect(result.current).toBe('عود🌹');
});
