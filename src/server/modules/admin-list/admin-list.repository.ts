import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { listProducts } from '#server/modules/catalogue/product.repository.ts';
import { listStockCounts } from '#server/modules/stock-counts/stock-counts.repository.ts';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminBrandProductsPage,
  type AdminBrandProductsQuery,
  type AdminListBrand,
} from '#shared/admin-list.ts';

/** The perfumes the admin list shows: those the storefront lists (an image and a name, SPEC §3). */
function listedPerfumes(db: Kysely<Database>) {
  return db.selectFrom('product').where('product.image_url', '<>', '').where('product.name', '<>', '');
}

/**
 * SPEC §2 Admin screen: the known brands having perfumes, alphabetical the way the owner reads
 * them, each with how many. A name and a number per brand, whatever the catalogue's size.
 */
export async function listAdminListBrands(db: Kysely<Database>): Promise<AdminListBrand[]> {
  const rows = await listedPerfumes(db)
    .innerJoin('brand', 'brand.name', 'product.brand')
    .select((eb) => ['brand.name as name', eb.fn.countAll<string | number>().as('count')])
    .groupBy('brand.name')
    .execute();
  return rows
    .map((row) => ({ name: row.name, count: Number(row.count) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** One page of a brand's perfumes, newest first (SPEC §7); a brand without any has an empty first page. */
export async function adminBrandProductsPage(
  db: Kysely<Database>,
  { brand, page }: AdminBrandProductsQuery,
): Promise<AdminBrandProductsPage> {
  const { total } = await listedPerfumes(db)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('product.brand', '=', brand)
    .executeTakeFirstOrThrow();
  const products =
    (page - 1) * ADMIN_LIST_PAGE_SIZE < Number(total)
      ? await listProducts(db, {
          brand,
          limit: ADMIN_LIST_PAGE_SIZE,
          offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
        })
      : [];
  return {
    products,
    stockCounts: await listStockCounts(
      db,
      products.map((product) => product.id),
    ),
    total: Number(total),
    page,
    pageSize: ADMIN_LIST_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(Number(total) / ADMIN_LIST_PAGE_SIZE)),
  };
}
