import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { ProductTable } from '#server/db/schema.ts';
import { brandNameKey } from '#shared/brand-names.ts';
import { slugifyBrand } from '#shared/brands.ts';
import { CATEGORIES } from '#shared/constants.ts';
import { CONCENTRATIONS, SCENT_FAMILIES } from '#shared/fragrance.ts';

/**
 * Houses every fresh database has (migrations/0015-brands.ts), the Arabic-script one included.
 * Thirteen of them: perfume n takes house 7n, which reaches every house only when 7 does not divide
 * the count.
 */
const SEEDED_BRANDS = [
  'Dior',
  'Chanel',
  'Tom Ford',
  'Hermès',
  'Dolce & Gabbana',
  'Viktor&Rolf',
  'Chloé',
  'Creed',
  'Amouage',
  'Xerjoff',
  'Lattafa',
  'Rasasi',
  'الماجد للعود',
] as const;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

const WORDS = [
  'Amber',
  'Oud',
  'Rose',
  'Musk',
  'Sì',
  'Ambrée',
  'Nuit',
  'Cedar',
  'Saffron',
  'Hermès',
  'Vanille',
];
const DESCRIPTIONS = [
  'Smoky oud with a rose heart.',
  'Warm vanilla and tonka for the evening.',
  'Musc épicé, a spicy musk that lasts.',
  'Fresh citrus over white cedar.',
  'Crème brûlée, amber and a touch of saffron.',
];
const STYLES = ['Oud', 'Woody', 'Floral', 'Oriental', null];
const NOTES = ['bergamot', 'saffron', 'rose', 'oud', 'vanilla', 'tonka bean', 'patchouli', 'iris'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * `count` listed perfumes of every kind the filters read (brands, genders, styles, accents,
 * Arabic and French names, notes, concentrations, families), all different and newest last; plus
 * a few without an image or a name, which no list shows. Made in the test, never committed.
 */
export function generatedProductRows(count: number, offset = 0): Insertable<ProductTable>[] {
  const rows: Insertable<ProductTable>[] = [];
  const start = Date.UTC(2025, 0, 1);
  for (let n = offset; n < offset + count; n += 1) {
    const createdAt = new Date(start + n * 60_000).toISOString();
    const hasImage = n % 97 !== 13;
    const name = n % 101 === 7 ? '' : `${pick(WORDS, n)} ${pick(WORDS, Math.floor(n / 7))} ${n}`;
    rows.push({
      id: randomUUID(),
      name,
      description: pick(DESCRIPTIONS, Math.floor(n / 3)),
      category: pick(CATEGORIES, n),
      brand: pick(SEEDED_BRANDS, n * 7),
      style: pick(STYLES, Math.floor(n / 2)),
      image_url: hasImage ? `/media/bulk-${n}.png` : '',
      file_name: hasImage ? `bulk-${n}.png` : '',
      background_removed: 0,
      created_at: createdAt,
      updated_at: createdAt,
      concentration: n % 5 === 0 ? null : pick(CONCENTRATIONS, n),
      scent_families: JSON.stringify([pick(SCENT_FAMILIES, n), pick(SCENT_FAMILIES, n + 3)]),
      top_notes: JSON.stringify([pick(NOTES, n)]),
      heart_notes: JSON.stringify([pick(NOTES, n + 2)]),
      base_notes: JSON.stringify([pick(NOTES, n + 5)]),
      inspired_by: n % 11 === 0 ? 'Baccarat Rouge 540' : null,
      name_ar: n % 4 === 0 ? `عطر ${n}` : null,
      name_fr: n % 6 === 0 ? `Parfum Été ${n}` : null,
      description_ar: n % 8 === 0 ? 'عود دافئ مع الورد' : null,
      description_fr: n % 9 === 0 ? 'Un boisé fumé et chaleureux.' : null,
    });
  }
  return rows;
}

/** Inserts the rows in a few statements and drops the kept catalogue, as an admin change does. */
export async function insertProductRows(
  app: FastifyInstance,
  rows: readonly Insertable<ProductTable>[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await app.db
      .insertInto('product')
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
  app.catalogue.changed();
}

/** Adds brands until the shop has `total` of them ("House 001"…), as a shop with 300 brands. */
export async function insertBrandsUpTo(app: FastifyInstance, total: number): Promise<void> {
  const { count } = await app.db
    .selectFrom('brand')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = [];
  for (let n = Number(count); n < total; n += 1) {
    const name = `House ${String(n).padStart(3, '0')}`;
    rows.push({
      id: randomUUID(),
      slug: slugifyBrand(name),
      name,
      name_key: brandNameKey(name),
      sort_order: n,
      created_at: now,
      updated_at: now,
    });
  }
  for (let at = 0; at < rows.length; at += CHUNK) {
    await app.db
      .insertInto('brand')
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
  app.catalogue.changed();
}
