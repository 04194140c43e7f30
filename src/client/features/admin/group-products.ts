import type { Product } from '#shared/product.ts';

export interface BrandGroup {
  brand: string;
  products: Product[];
}

/** Case- and accent-insensitive, so "hermes" finds Hermès. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en');
}

/**
 * SPEC §2 Admin screen: one group per brand, brands sorted alphabetically, only known brands,
 * filtered by the search text; SPEC §7: newest first within a brand.
 */
export function groupProductsByBrand(
  products: readonly Product[],
  knownBrands: ReadonlySet<string>,
  search: string,
): BrandGroup[] {
  const wanted = fold(search.trim());
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    if (!knownBrands.has(product.brand)) continue;
    if (wanted && !fold(product.brand).includes(wanted)) continue;
    const list = groups.get(product.brand) ?? [];
    list.push(product);
    groups.set(product.brand, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([brand, list]) => ({
      brand,
      products: list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
    }));
}
