import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { countProducts } from '#server/modules/catalogue/product.repository.ts';
import type { PictureRow } from '#server/modules/media/image-backfill.ts';
import { makeStoredName } from '#server/modules/media/media.storage.ts';
import { mediaUrl } from '#shared/image-variants.ts';
import { renderBottlePng } from './bottle-image.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

export const SEEDED_KEY = 'demo_catalogue_seeded';
const HOUR = 3_600_000;

/**
 * Seeds the demo catalogue once, on an empty database. A marker row makes it happen once even
 * when several app processes start together on PostgreSQL, and never again after the owner
 * has emptied the catalogue. The rows name their pictures; the bottles are drawn after the shop
 * listens (`drawDemoBottle`, docs/decisions/196), and pages show a placeholder until then.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<boolean> {
  const seeded = await db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (seeded || (await countProducts(db)) > 0) return false;

  const rows = DEMO_PRODUCTS.map((product, index) => {
    const fileName = makeStoredName(`${product.name}.png`, 'png');
    // Oldest first, one hour apart: distinct createdAt values give a stable "newest" order.
    const createdAt = new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * HOUR).toISOString();
    return {
      id: randomUUID(),
      name: product.name,
      description: product.description,
      name_ar: product.nameAr ?? null,
      name_fr: product.nameFr ?? null,
      description_ar: product.descriptionAr,
      description_fr: product.descriptionFr,
      category: product.category,
      brand: product.brand,
      style: product.style ?? null,
      image_url: mediaUrl(fileName),
      file_name: fileName,
      background_removed: 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });

  const inserted = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx.insertInto('product').values(rows).execute();
    return true;
  });

  if (!inserted) return false;
  log.info({ products: rows.length }, 'demo catalogue seeded');
  return true;
}

/** The bottle a demo perfume's picture shows, drawn when its file is missing; null for other products. */
export async function drawDemoBottle(row: PictureRow): Promise<Buffer | null> {
  const product = DEMO_PRODUCTS.find((demo) => demo.name === row.name);
  return product ? renderBottlePng(product.bottle) : null;
}
