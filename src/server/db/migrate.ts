import type { Kysely } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import * as catalogue from '../../../migrations/0001-catalogue.ts';
import * as accounts from '../../../migrations/0002-accounts.ts';
import * as cartOrders from '../../../migrations/0003-cart-orders.ts';
import * as orderBook from '../../../migrations/0004-order-book.ts';
import * as hardening from '../../../migrations/0005-hardening.ts';
import * as productPages from '../../../migrations/0007-product-pages.ts';
import * as settings from '../../../migrations/0008-settings.ts';
import * as translations from '../../../migrations/0009-translations.ts';
import * as deliveryAndUnconfirmed from '../../../migrations/0010-delivery-and-unconfirmed.ts';
import * as ownerAlerts from '../../../migrations/0011-owner-alerts.ts';
import * as idempotencyOwner from '../../../migrations/0012-idempotency-owner.ts';
import * as activityChanges from '../../../migrations/0013-activity-changes.ts';
import * as activityRecords from '../../../migrations/0014-activity-records.ts';
import * as brands from '../../../migrations/0015-brands.ts';
import * as productPhotos from '../../../migrations/0016-product-photos.ts';
import * as productPrices from '../../../migrations/0017-product-prices.ts';
import * as stockCounts from '../../../migrations/0018-stock-counts.ts';
import * as discountCodes from '../../../migrations/0019-discount-codes.ts';
import * as activityBrandsAndCodes from '../../../migrations/0020-activity-brands-and-codes.ts';
import type { DatabaseKind } from './database.ts';
import type { Database } from './schema.ts';

type MigrationModule = { up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> };

/**
 * Forward-only migrations, in order. A new migration is a new file in migrations/ and one line
 * here. Migrations never change once released.
 */
const MIGRATIONS: Record<string, MigrationModule> = {
  '0001-catalogue': catalogue,
  '0002-accounts': accounts,
  '0003-cart-orders': cartOrders,
  '0004-order-book': orderBook,
  '0005-hardening': hardening,
  '0007-product-pages': productPages,
  '0008-settings': settings,
  '0009-translations': translations,
  '0010-delivery-and-unconfirmed': deliveryAndUnconfirmed,
  '0011-owner-alerts': ownerAlerts,
  '0012-idempotency-owner': idempotencyOwner,
  '0013-activity-changes': activityChanges,
  '0014-activity-records': activityRecords,
  '0015-brands': brands,
  '0016-product-photos': productPhotos,
  '0017-product-prices': productPrices,
  '0018-stock-counts': stockCounts,
  '0019-discount-codes': discountCodes,
  '0020-activity-brands-and-codes': activityBrandsAndCodes,
};

export class MigrationError extends Error {}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  return migrate(db, kind, (migrator) => migrator.migrateToLatest());
}

/** Up to and including `name` only: for testing a migration on data made by the ones before. */
export async function migrateUpTo(db: Kysely<Database>, kind: DatabaseKind, name: string): Promise<string[]> {
  return migrate(db, kind, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  kind: DatabaseKind,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: {
      async getMigrations() {
        const entries = Object.entries(MIGRATIONS).map(([name, mod]): [string, Migration] => [
          name,
          { up: (tx) => mod.up(tx, kind) },
        ]);
        return Object.fromEntries(entries);
      },
    },
  });
  const result = await run(migrator);
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
