/**
 * How many perfumes each brand has in the collection, and the brands in the order /explore-perfumes
 * shows them: brands with perfumes first, each part keeping the order it came in (by name).
 */
export function countByBrand(products: readonly { brand: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { brand } of products) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  return counts;
}

export function brandsWithPerfumesFirst<T extends { name: string }>(
  brands: readonly T[],
  counts: ReadonlyMap<string, number>,
): T[] {
  const has = (brand: T) => (counts.get(brand.name) ?? 0) > 0;
  return [...brands.filter(has), ...brands.filter((brand) => !has(brand))];
}
