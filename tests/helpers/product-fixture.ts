import { noFragranceDetails } from '#shared/fragrance.ts';
import type { Product } from '#shared/product.ts';
import { productPath } from '#shared/product-path.ts';

/** A product as the API returns it, for pure and component tests: the fields a test names win. */
export function productFixture(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    description: 'A test fragrance.',
    category: 'unisex',
    brand: 'Lattafa',
    style: null,
    imageUrl: `/media/${overrides.id}.png`,
    imageSrcSet: '',
    imageAvifSrcSet: '',
    imageWidth: null,
    imageHeight: null,
    previewImageUrl: '',
    path: productPath(overrides),
    fileName: `${overrides.id}.png`,
    backgroundRemoved: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...noFragranceDetails(),
    ...overrides,
  };
}
