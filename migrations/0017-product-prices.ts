import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * A perfume's own prices (docs/decisions/187, 188): per size, the owner's price in place of the
 * shop's and a sale price for a range of the shop's days. No row, or null columns, is the shop's
 * price from the settings. Days are kept as the owner typed them (YYYY-MM-DD): a day in Saadiyat,
 * not an instant.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('product_size_price')
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull().check(sql`size in ('100', '50')`))
    .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents > 0`))
    .addColumn('sale_price_cents', 'integer', (c) => c.check(sql`sale_price_cents > 0`))
    .addColumn('sale_from', 'text')
    .addColumn('sale_to', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('product_size_price_pk', ['product_id', 'size'])
    // A sale is whole or absent: its price and both days together.
    .addCheckConstraint(
      'product_size_price_sale_whole',
      sql`(sale_price_cents is null and sale_from is null and sale_to is null) or (sale_price_cents is not null and sale_from is not null and sale_to is not null and sale_to >= sale_from)`,
    )
    .execute();
}
