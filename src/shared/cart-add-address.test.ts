import { describe, expect, test } from 'vitest';
import {
  parseQuantity,
  readCartAddRequest,
  sizeQuantityParam,
  withoutCartAddRequest,
} from './cart-add-address.ts';

describe('the cart page reads Add to Cart from its address', () => {
  test('a product with the picked sizes and quantities', () => {
    const params = new URLSearchParams({ add: 'p-1', [sizeQuantityParam('50')]: '1', 'size-100': '0' });
    expect(readCartAddRequest(params)).toEqual({ productId: 'p-1', sizes: [{ size: '50', quantity: 1 }] });
  });

  test('no size picked adds the perfume without one (docs/decisions/162)', () => {
    expect(readCartAddRequest(new URLSearchParams({ add: 'p-1' }))).toEqual({ productId: 'p-1', sizes: [] });
  });

  test('an address without a product, or with a quantity that is not one, asks for nothing', () => {
    expect(readCartAddRequest(new URLSearchParams({ 'size-50': '1' }))).toBeNull();
    expect(readCartAddRequest(new URLSearchParams({ add: ' ' }))).toBeNull();
    expect(readCartAddRequest(new URLSearchParams({ add: 'x'.repeat(101) }))).toBeNull();
    expect(readCartAddRequest(new URLSearchParams({ add: 'p-1', 'size-50': '-1' }))).toBeNull();
    expect(readCartAddRequest(new URLSearchParams({ add: 'p-1', 'size-50': '100' }))).toBeNull();
    expect(readCartAddRequest(new URLSearchParams({ add: 'p-1', 'size-100': '1.5' }))).toBeNull();
  });

  test('quantities are whole numbers up to 99; an empty field is none', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(null)).toBe(0);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('99')).toBe(99);
    expect(parseQuantity('abc')).toBeNull();
  });

  test('applied, the request leaves the address and the rest stays', () => {
    const params = new URLSearchParams({ add: 'p-1', 'size-50': '2', 'size-100': '1', from: 'x' });
    expect(withoutCartAddRequest(params).toString()).toBe('from=x');
  });
});
