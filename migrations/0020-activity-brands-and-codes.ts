import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * The activity log records the owner's brands and discount codes too (docs/decisions/213): two new
 * kinds. A new kind needs a new check, which SQLite cannot change in place, so the table is copied
 * (on both databases, as 0011 did), its entries and their order kept.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // In one transaction: nothing shows half-done, and on SQLite every statement goes to the writing
  // connection, the one that knows the old table is gone when the copy takes its name.
  if (db.isTransaction || kind === 'postgres') await apply(db, kind);
  else await db.transaction().execute((tx) => apply(tx, kind));
}

async function apply(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('activity_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('setting', 'product', 'stock', 'role', 'order', 'brand', 'discount')`),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().defaultTo('RECORDED'))
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await sql`insert into activity_next (id, actor_id, actor_email, kind, subject, detail, created_at, code, params)
    select id, actor_id, actor_email, kind, subject, detail, created_at, code, params from activity`.execute(
    db,
  );
  await db.schema.dropTable('activity').execute();
  await db.schema.alterTable('activity_next').renameTo('activity').execute();
  await db.schema
    .createIndex('activity_created_at_idx')
    .on('activity')
    .columns(['created_at', 'id'])
    .execute();
}
