import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brandsWithPerfumesFirst, countByBrand } from '#shared/brand-counts.ts';
import type { Brand } from '#shared/brands.ts';
import { type FoldedProduct, foldProduct, foldText, stylesOf } from '#shared/catalogue-filter.ts';
import { type CataloguePageQuery, pageOfCatalogue } from '#shared/catalogue-page.ts';
import { BRAND_PAGE_SIZE, type BrandDirectoryPage, type CataloguePage } from '#shared/catalogue-view.ts';
import { stylesInShownOrder } from '#shared/fragrance-words.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';
import { listBrands } from './brand.repository.ts';
import { listProducts } from './product.repository.ts';

/** The listed products, folded once for the filters, with what every page of them needs. */
interface ProductIndex {
  /** Tells one kept index from the next: the paged answers' validators follow it. */
  version: string;
  folded: FoldedProduct<Product>[];
  styles: string[];
  /** The styles in each language's order, sorted at the first page asked in that language. */
  shownStyles: Map<Language, string[]>;
  counts: Map<string, number>;
}

interface BrandIndex {
  version: string;
  brands: Brand[];
}

/**
 * Made once per change of the catalogue and kept beside its JSON (docs/decisions/104), so every
 * process drops it on a change like the rest, with nothing of its own to invalidate
 * (docs/decisions/193).
 */
function productIndex(app: FastifyInstance): Promise<ProductIndex> {
  return app.catalogue.memo('product-index', async () => {
    const products = await listProducts(app.db);
    return {
      version: randomUUID(),
      folded: products.map(foldProduct),
      styles: stylesOf(products),
      shownStyles: new Map(),
      counts: countByBrand(products),
    };
  });
}

/** The styles in the order the Style filter lists them: by the word the page's language shows. */
function shownStyles(index: ProductIndex, language: Language): string[] {
  let styles = index.shownStyles.get(language);
  if (!styles) {
    styles = stylesInShownOrder(index.styles, language, catalogueFor(language).fragranceWords);
    index.shownStyles.set(language, styles);
  }
  return styles;
}

/** The brands as the brand module lists them, kept the same way. */
function brandIndex(app: FastifyInstance): Promise<BrandIndex> {
  return app.catalogue.memo('brand-index', async () => ({
    version: randomUUID(),
    brands: await listBrands(app.db),
  }));
}

/** A validator for an answer made from kept lists and a query: it changes when either does. */
function answerTag(versions: readonly string[], query: unknown): string {
  const hash = createHash('sha1').update(versions.join(' '));
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
  const [products, brands] = await Promise.all([productIndex(app), brandIndex(app)]);
  return {
    etag: answerTag([products.version, brands.version], query),
    make: () => {
      const language = query.lang ?? DEFAULT_LANGUAGE;
      return pageOfCatalogue(
        products.folded,
        {
          styles: shownStyles(products, language),
          // The brands that have perfumes: a choice that can only show "No perfumes found." is
          // left out (a brand in the address still shows as chosen).
          brands: brands.brands.filter((brand) => products.counts.has(brand.name)).map((brand) => brand.name),
        },
        query,
      );
    },
  };
}

/**
 * One page of the brand directory: brands whose name, in any language, holds the search (ignoring
 * case and accents), those with perfumes first, each with how many it has (docs/decisions/194).
 */
export async function brandDirectoryPage(
  app: FastifyInstance,
  query: { search?: string | undefined; page?: number | undefined },
): Promise<TaggedAnswer<BrandDirectoryPage>> {
  const [products, brands] = await Promise.all([productIndex(app), brandIndex(app)]);
  return {
    etag: answerTag([products.version, brands.version], query),
    make: () => {
      const { counts } = products;
      const needle = foldText(query.search ?? '');
      const matching = brandsWithPerfumesFirst(
        // Found by the name itself or by the name an Arabic or French page shows.
        brands.brands.filter((brand) =>
          [brand.name, brand.nameAr, brand.nameFr].some((name) => name && foldText(name).includes(needle)),
        ),
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
