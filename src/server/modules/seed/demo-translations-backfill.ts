import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';
import { SEEDED_KEY } from './demo-seed.ts';

const FILLED_KEY = 'demo_translations_filled';

/**
 * Gives the demo perfumes of a catalogue seeded before they had Arabic and French texts those texts
 * (docs/decisions/177), once per database: only a demo perfume the owner has left as it came (its
 * name, brand and description unchanged, no translation of his own) is filled. A marker row makes
 * it happen once even when several app processes start together, and never again afterwards, so a
 * translation the owner clears later stays cleared. Returns how many perfumes were filled.
 */
export async function fillDemoTranslations(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<number> {
  const marks = await db
    .selectFrom('app_meta')
    .select('key')
    .where('key', 'in', [SEEDED_KEY, FILLED_KEY])
    .execute();
  const keys = new Set(marks.map((mark) => mark.key));
  if (!keys.has(SEEDED_KEY) || keys.has(FILLED_KEY)) return 0;

  const filled = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('app_meta')
      .values({ key: FILLED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    let count = 0;
    for (const product of DEMO_PRODUCTS) {
      const result = await trx
        .updateTable('product')
        .set({
          name_ar: product.nameAr ?? null,
          name_fr: product.nameFr ?? null,
          description_ar: product.descriptionAr,
          description_fr: product.descriptionFr,
          updated_at: now.toISOString(),
        })
        .where('name', '=', product.name)
        .where('brand', '=', product.brand)
        .where('description', '=', product.description)
        .where('name_ar', 'is', null)
        .where('name_fr', 'is', null)
        .where('description_ar', 'is', null)
        .where('description_fr', 'is', null)
        .executeTakeFirst();
      count += Number(result.numUpdatedRows);
    }
    return count;
  });
  if (filled > 0) log.info({ products: filled }, 'demo perfumes given their Arabic and French texts');
  return filled;
}
