import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * The owner's alerts and forgiving status changes (docs/decisions/140-142):
 * - each admin's devices that asked for Web Push alerts, and which order was pushed to which device
 *   (a claimed row is the "exactly once" between app processes);
 * - a status change remembers the status it left, and an undo names the change it undid;
 * - the activity log takes order changes, with their facts kept as data beside the sentence.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // In one transaction: nothing shows half-done, and on SQLite every statement goes to the writing
  // connection, the one that knows the old activity table is gone when the copy takes its name.
  if (db.isTransaction) await apply(db, kind);
  else await db.transaction().execute((tx) => apply(tx, kind));
}

async function apply(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscription_user_idx')
    .on('push_subscription')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('push_delivery')
    .addColumn('order_id', 'text', (c) => c.notNull().references('placed_order.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('push_subscription.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('push_delivery_pk', ['order_id', 'subscription_id'])
    .execute();

  await db.schema.alterTable('placed_order_event').addColumn('previous_status', 'text').execute();
  await db.schema.alterTable('placed_order_event').addColumn('undoes_event_id', 'text').execute();

  // A new kind needs a new check; SQLite cannot change one in place, so the table is copied on both.
  await db.schema
    .createTable('activity_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('setting', 'product', 'stock', 'role', 'order')`),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into activity_next (id, actor_id, actor_email, kind, subject, detail, created_at)
    select id, actor_id, actor_email, kind, subject, detail, created_at from activity`.execute(db);
  await db.schema.dropTable('activity').execute();
  await db.schema.alterTable('activity_next').renameTo('activity').execute();
  await db.schema
    .createIndex('activity_created_at_idx')
    .on('activity')
    .columns(['created_at', 'id'])
    .execute();
}
