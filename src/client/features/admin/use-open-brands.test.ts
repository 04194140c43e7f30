// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Product } from '#shared/product.ts';
import { productFixture } from '#tests/helpers/product-fixture.ts';
import { useOpenBrands } from './use-open-brands.ts';

function product(id: string, brand: string, updatedAt = '2026-01-01T00:00:00.000Z'): Product {
  return productFixture({ id, brand, updatedAt });
}

test('every brand starts folded; a brand opens and folds again', () => {
  const { result } = renderHook(() => useOpenBrands(null));
  expect([...result.current.openBrands]).toEqual([]);
  act(() => result.current.toggle('Dior'));
  expect(result.current.openBrands.has('Dior')).toBe(true);
  act(() => result.current.toggle('Dior'));
  expect(result.current.openBrands.has('Dior')).toBe(false);
});

test('a brand opens by itself when one of its perfumes is added or saved', () => {
  const { result, rerender } = renderHook(({ saved }) => useOpenBrands(saved), {
    initialProps: { saved: null as Product | null },
  });
  rerender({ saved: product('c', 'Creed') });
  expect([...result.current.openBrands]).toEqual(['Creed']);
  rerender({ saved: product('a', 'Dior', '2026-02-01T00:00:00.000Z') });
  expect(new Set(result.current.openBrands)).toEqual(new Set(['Creed', 'Dior']));
  // The admin folds it; the next save of the same brand opens it again.
  act(() => result.current.toggle('Dior'));
  expect(result.current.openBrands.has('Dior')).toBe(false);
  rerender({ saved: product('a', 'Dior', '2026-02-02T00:00:00.000Z') });
  expect(result.current.openBrands.has('Dior')).toBe(true);
});

test('a search opens what it finds, and clearing it brings back what was open before', () => {
  const { result } = renderHook(() => useOpenBrands(null));
  act(() => result.current.toggle('Lattafa'));
  act(() => result.current.showSearch(['Dior']));
  expect([...result.current.openBrands]).toEqual(['Dior']);
  act(() => result.current.showSearch(['Dior', 'Davidoff']));
  expect([...result.current.openBrands]).toEqual(['Dior', 'Davidoff']);
  act(() => result.current.showSearch(null));
  expect([...result.current.openBrands]).toEqual(['Lattafa']);
  act(() => result.current.foldAll());
  expect([...result.current.openBrands]).toEqual([]);
});
