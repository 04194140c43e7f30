import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brandsWithPerfumesFirst, countByBrand } from '#shared/brand-counts.ts';
import type { Brand } from '#shared/brands.ts';
import { type FoldedProduct, foldProduct, foldText, stylesOf } from '#shared/catalogue-filter.ts';
import { type CataloguePageQuery, pageOfCatalogue } from '#shared/catalogue-page.ts';
import { BRAND_PAGE_SIZE, type BrandDirectoryPage, type CataloguePage } from '#shared/catalogue-view.ts';
import { type Product, ProductListSchema } from '#shared/product.ts';
import { BrandListSchema, cachedBrandList, cachedProductList } from './cached-lists.ts';
import type { CachedJson } from './catalogue-cache.ts';

/** The listed products, folded once for the filters, with what every page of them needs. */
interface ProductIndex {
  folded: FoldedProduct<Product>[];
  styles: string[];
  counts: Map<string, number>;
}

/**
 * Built once per kept product list: the list's JSON object is the same until a product changes
 * (docs/decisions/104), then a new one, so the index follows the catalogue in every process with
 * nothing of its own to drop (docs/decisions/193).
 */
const productIndexes = new WeakMap<CachedJson, ProductIndex>();
const brandIndexes = new WeakMap<CachedJson, Brand[]>();

function productIndexOf(cached: CachedJson): ProductIndex {
  let index = productIndexes.get(cached);
  if (!index) {
    const products = ProductListSchema.parse(JSON.parse(cached.json));
    index = { folded: products.map(foldProduct), styles: stylesOf(products), counts: countByBrand(products) };
    productIndexes.set(cached, index);
  }
  return index;
}

function brandsOf(cached: CachedJson): Brand[] {
  let brands = brandIndexes.get(cached);
  if (!brands) {
    brands = BrandListSchema.parse(JSON.parse(cached.json));
    brandIndexes.set(cached, brands);
  }
  return brands;
}

/** A validator for an answer made from kept lists and a query: it changes when either does. */
function answerTag(lists: readonly CachedJson[], query: unknown): string {
  const hash = createHash('sha1');
  for (const list of lists) hash.update(list.etag);
  return `W/"${hash.update(JSON.stringify(query)).digest('base64url')}"`;
}

export interface TaggedAnswer<T> {
  etag: string;
  /** Made only when the caller does not hold the same answer already. */
  make(): T;
}

/** One page of the collection, filtered, searched and sorted over the kept catalogue. */
export async function cataloguePage(
  app: FastifyInstance,
  query: CataloguePageQuery,
): Promise<TaggedAnswer<CataloguePage>> {
  const [products, brandList] = await Promise.all([cachedProductList(app), cachedBrandList(app)]);
  return {
    etag: answerTag([products, brandList], query),
    make: () => {
      const index = productIndexOf(products);
      const brands = brandsOf(brandList).map((brand) => brand.name);
      return pageOfCatalogue(index.folded, { styles: index.styles, brands }, query);
    },
  };
}

/**
 * One page of the brand directory: brands whose name holds the search (ignoring case and accents),
 * those with perfumes first, each with how many it has (docs/decisions/194).
 */
export async function brandDirectoryPage(
  app: FastifyInstance,
  query: { search?: string | undefined; page?: number | undefined },
): Promise<TaggedAnswer<BrandDirectoryPage>> {
  const [products, brandList] = await Promise.all([cachedProductList(app), cachedBrandList(app)]);
  return {
    etag: answerTag([products, brandList], query),
    make: () => {
      const { counts } = productIndexOf(products);
      const needle = foldText(query.search ?? '');
      const matching = brandsWithPerfumesFirst(
        brandsOf(brandList).filter((brand) => foldText(brand.name).includes(needle)),
        counts,
      );
      const pageCount = Math.max(1, Math.ceil(matching.length / BRAND_PAGE_SIZE));
      const page = Math.min(query.page ?? 1, pageCount);
      return {
        brands: matching
          .slice((page - 1) * BRAND_PAGE_SIZE, page * BRAND_PAGE_SIZE)
          .map((brand) => ({ ...brand, count: counts.get(brand.name) ?? 0 })),
        total: matching.length,
        page,
        pageCount,
      };
    },
  };
}
