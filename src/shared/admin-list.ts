import { z } from 'zod';
import { BRAND_NAME_MAX } from './brand-names.ts';
import { ProductListSchema } from './product.ts';
import { StockCountSchema } from './stock-counts.ts';

/** Perfumes of one brand the admin list shows at a time (docs/decisions/202). */
export const ADMIN_LIST_PAGE_SIZE = 50;
/** Far beyond any brand's perfumes at this page size; a bigger number is a malformed address. */
const ADMIN_LIST_PAGE_MAX = 1000;

/** A brand the admin list shows: a known brand with at least one listed perfume, and how many. */
export const AdminListBrandSchema = z.object({ name: z.string(), count: z.number().int() });
export type AdminListBrand = z.infer<typeof AdminListBrandSchema>;
export const AdminListBrandsSchema = z.array(AdminListBrandSchema);

/** GET /api/admin/products: one brand's perfumes, a page at a time. */
export const AdminBrandProductsQuerySchema = z.strictObject({
  brand: z
    .string()
    .min(1, 'Name the brand whose perfumes to list.')
    .max(BRAND_NAME_MAX, `A brand name has at most ${BRAND_NAME_MAX} characters.`)
    // No brand name holds one, and PostgreSQL refuses a NUL in a text outright.
    .regex(/^\P{Cc}*$/u, 'A brand name has no control characters.'),
  page: z.coerce
    .number()
    .int('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(ADMIN_LIST_PAGE_MAX, `At most page ${ADMIN_LIST_PAGE_MAX}.`)
    .default(1),
});
export type AdminBrandProductsQuery = z.output<typeof AdminBrandProductsQuerySchema>;

export const AdminBrandProductsPageSchema = z.object({
  products: ProductListSchema,
  /** The counted sizes of these perfumes (docs/decisions/189): their cards' numbers of bottles. */
  stockCounts: z.array(StockCountSchema),
  /** The brand's listed perfumes in all. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminBrandProductsPage = z.infer<typeof AdminBrandProductsPageSchema>;
