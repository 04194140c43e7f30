// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Product } from '#shared/product.ts';
import { productFixture } from '#tests/helpers/product-fixture.ts';
import { useOpenBrands } from './use-open-brands.ts';

function product(id: string, brand: string, updatedAt = '2026-01-01T00:00:00.000Z'): Product {
  return productFixture({ id, brand, updatedAt });
}

const LATTAFA = product('b', 'Lattafa');
const START = [product('a', 'Dior'), LATTAFA];

test('every brand starts folded; a brand opens and folds again', () => {
  const { result } = renderHook(() => useOpenBrands(START));
  expect([...result.current.openBrands]).toEqual([]);
  act(() => result.current.toggle('Dior'));
  expect(result.current.openBrands.has('Dior')).toBe(true);
  act(() => result.current.toggle('Dior'));
  expect(result.current.openBrands.has('Dior')).toBe(false);
});

test('a brand opens by itself when one of its perfumes is added or saved', () => {
  const { result, rerender } = renderHook(({ products }) => useOpenBrands(products), {
    initialProps: { products: START },
  });
  rerender({ products: [...START, product('c', 'Creed')] });
  expect([...result.current.openBrands]).toEqual(['Creed']);
  rerender({ products: [product('a', 'Dior', '2026-02-01T00:00:00.000Z'), LATTAFA] });
  expect(new Set(result.current.openBrands)).toEqual(new Set(['Creed', 'Dior']));
});

test('a search opens what it finds, and clearing it brings back what was open before', () => {
  const { result } = renderHook(() => useOpenBrands(START));
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
