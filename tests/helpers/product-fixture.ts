import type { Product } from '#shared/product.ts';

/** A product as the API returns it, for tests of pure and client logic; override what matters. */
export function productFixture(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  const createdAt = overrides.createdAt ?? '2026-01-01T00:00:00.000Z';
  return {
    name: `Perfume ${overrides.id}`,
    description: 'A scent.',
    category: 'unisex',
    brand: 'Lattafa',
    style: null,
    imageUrl: `/media/${overrides.id}.png`,
    imageSrcSet: '',
    fileName: `${overrides.id}.png`,
    backgroundRemoved: false,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
