import type { AdminListBrand } from '#shared/admin-list.ts';
import { foldText } from '#shared/catalogue-filter.ts';

/**
 * SPEC §2 Admin screen: the brand search keeps the brands whose name holds the search text,
 * ignoring case, accents and extra spaces, so "hermes" finds Hermès. The server lists the brands
 * having perfumes already alphabetical (docs/decisions/202); their order is kept.
 */
export function filterBrands(brands: readonly AdminListBrand[], search: string): AdminListBrand[] {
  const wanted = foldText(search);
  return wanted ? brands.filter((brand) => foldText(brand.name).includes(wanted)) : [...brands];
}
