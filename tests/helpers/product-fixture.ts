import { noFragranceDetails } from '#shared/fragrance.ts';
import type { Product } from '#shared/product.ts';
import { productPath } from '#shared/product-path.ts';

/** A product as the API returns it, for tests of pure and client logic; override what matters. */
export function productFixture(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  const createdAt = overrides.createdAt ?? '2026-01-01T00:00:00.000Z';
  const name = overrides.name ?? `Perfume ${overrides.id}`;
  return {
    name,
    description: 'A scent.',
    category: 'unisex',
    brand: 'Lattafa',
    style: null,
    imageUrl: `/media/${overrides.id}.png`,
    imageSrcSet: '',
    imageAvifSrcSet: '',
    imageWidth: null,
    imageHeight: null,
    previewImageUrl: '',
    path: productPath({ id: overrides.id, name }),
    fileName: `${overrides.id}.png`,
    backgroundRemoved: false,
    soldOutSizes: [],
    photos: [],
    sizePrices: [],
    nameAr: null,
    nameFr: null,
    descriptionAr: null,
    descriptionFr: null,
    createdAt,
    updatedAt: createdAt,
    ...noFragranceDetails(),
    ...overrides,
  };
}
