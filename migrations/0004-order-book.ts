import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * The shop's order book: every order sent on WhatsApp, kept by the server with a short reference,
 * a private tracking token and the idempotency key of the page that sent it; one row per product
 * line (for figures and exports); a history of who changed what and when; and what a signed-in
 * customer wants remembered for their next checkout.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('placed_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('tracking_token', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('new', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled')`),
    )
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('customer_address', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('erased_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('placed_order_created_at_idx')
    .on('placed_order')
    .columns(['created_at', 'id'])
    .execute();
  // Covers the figures' sums: they never read the table itself.
  await db.schema
    .createIndex('placed_order_figures_idx')
    .on('placed_order')
    .columns(['created_at', 'status', 'total_cents', 'id'])
    .execute();
  await db.schema
    .createIndex('placed_order_status_created_at_idx')
    .on('placed_order')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('placed_order_user_id_created_at_idx')
    .on('placed_order')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('placed_order_customer_phone_idx')
    .on('placed_order')
    .column('customer_phone')
    .execute();

  await db.schema
    .createTable('placed_order_item')
    .addColumn('order_id', 'text', (c) => c.notNull().references('placed_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('size_100ml_quantity', 'integer', (c) => c.notNull())
    .addColumn('size_100ml_price_cents', 'integer', (c) => c.notNull())
    .addColumn('size_50ml_quantity', 'integer', (c) => c.notNull())
    .addColumn('size_50ml_price_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('placed_order_item_pk', ['order_id', 'position'])
    .execute();
  // Covers the best sellers: an order's lines are read from the index alone.
  await db.schema
    .createIndex('placed_order_item_figures_idx')
    .on('placed_order_item')
    .columns(['order_id', 'product_id', 'size_100ml_quantity', 'size_50ml_quantity', 'name'])
    .execute();

  await db.schema
    .createTable('placed_order_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('placed_order.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // The admin's email at the time: the record keeps who did it even if the account goes.
    .addColumn('by_user_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('placed_order_event_order_id_idx')
    .on('placed_order_event')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('customer_details')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}
