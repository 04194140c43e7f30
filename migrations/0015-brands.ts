import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * Brands the owner manages (docs/decisions/183): the fixed list becomes rows he adds, renames and
 * removes. Each brand gets a stable id, a comparison key (its name folded, unique, so that "dior"
 * and "Dior" are one brand), optional Arabic and French names, an optional logo and timestamps.
 * The shop's first list is seeded here once; before, it was written again at every start, which
 * would bring back a brand the owner removed. Any brand a product names is kept (the foreign key
 * already made sure it has a row).
 *
 * A rename changes the brand's name and its products' in one transaction: on PostgreSQL the
 * products' foreign key becomes deferrable for that, SQLite defers it with a pragma per
 * transaction (brand.repository.ts).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  for (const column of ['id', 'name_key', 'name_ar', 'name_fr', 'logo_file_name', 'logo_url'] as const) {
    await db.schema.alterTable('brand').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('brand').addColumn('created_at', timestamp).execute();
  await db.schema.alterTable('brand').addColumn('updated_at', timestamp).execute();

  const store = db as unknown as Kysely<{ brand: BrandRow; product: { brand: string } }>;
  const now = new Date().toISOString();
  const existing = new Set((await store.selectFrom('brand').select('name').execute()).map((r) => r.name));
  const slugs = new Set((await store.selectFrom('brand').select('slug').execute()).map((r) => r.slug));
  let order = existing.size;
  for (const [name, slug] of FIRST_BRANDS) {
    if (existing.has(name) || slugs.has(slug)) continue;
    await store.insertInto('brand').values({ slug, name, sort_order: order }).execute();
    order += 1;
  }
  const rows = await store.selectFrom('brand').select(['slug', 'name']).execute();
  for (const row of rows) {
    await store
      .updateTable('brand')
      .set({ id: randomUUID(), name_key: foldName(row.name), created_at: now, updated_at: now })
      .where('slug', '=', row.slug)
      .execute();
  }
  await db.schema.createIndex('brand_id_key').on('brand').column('id').unique().execute();
  await db.schema.createIndex('brand_name_key_key').on('brand').column('name_key').unique().execute();

  if (kind === 'postgres') {
    const { rows: keys } = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'product'::regclass and confrelid = 'brand'::regclass and contype = 'f'`.execute(db);
    for (const key of keys) {
      await sql`alter table product alter constraint ${sql.id(key.conname)} deferrable initially immediate`.execute(
        db,
      );
    }
  }
}

interface BrandRow {
  slug: string;
  name: string;
  sort_order: number;
  id: string | null;
  name_key: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/**
 * The comparison key as this migration writes it: the name without accents, marks or tatweel,
 * lower-cased, spaces collapsed. The shop's code keeps its own copy (brandNameKey in
 * src/shared/brand-names.ts): a migration never changes, the code may.
 */
function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The brand list the shop opened with (its name and its address's slug), as it stood. */
const FIRST_BRANDS: readonly (readonly [string, string])[] = [
  ['Dior', 'dior'],
  ['Chanel', 'chanel'],
  ['Tom Ford', 'tom-ford'],
  ['Yves Saint Laurent', 'yves-saint-laurent'],
  ['Giorgio Armani', 'giorgio-armani'],
  ['Gucci', 'gucci'],
  ['Versace', 'versace'],
  ['Prada', 'prada'],
  ['Dolce & Gabbana', 'dolce-and-gabbana'],
  ['Givenchy', 'givenchy'],
  ['Hermès', 'hermes'],
  ['Burberry', 'burberry'],
  ['Calvin Klein', 'calvin-klein'],
  ['Hugo Boss', 'hugo-boss'],
  ['Carolina Herrera', 'carolina-herrera'],
  ['Paco Rabanne', 'paco-rabanne'],
  ['Jean Paul Gaultier', 'jean-paul-gaultier'],
  ['Valentino', 'valentino'],
  ['Lancôme', 'lancome'],
  ['Guerlain', 'guerlain'],
  ['Montblanc', 'montblanc'],
  ['Azzaro', 'azzaro'],
  ['Bvlgari', 'bvlgari'],
  ['Cartier', 'cartier'],
  ['Lacoste', 'lacoste'],
  ['Mugler', 'mugler'],
  ['Narciso Rodriguez', 'narciso-rodriguez'],
  ['Viktor&Rolf', 'viktor-and-rolf'],
  ['Chloé', 'chloe'],
  ['Marc Jacobs', 'marc-jacobs'],
  ['Ralph Lauren', 'ralph-lauren'],
  ['Davidoff', 'davidoff'],
  ['Issey Miyake', 'issey-miyake'],
  ['Kenzo', 'kenzo'],
  ['Creed', 'creed'],
  ['Amouage', 'amouage'],
  ['Xerjoff', 'xerjoff'],
  ['Maison Francis Kurkdjian', 'maison-francis-kurkdjian'],
  ['Byredo', 'byredo'],
  ['Le Labo', 'le-labo'],
  ['Parfums de Marly', 'parfums-de-marly'],
  ['Initio', 'initio'],
  ['Kilian', 'kilian'],
  ['Roja Parfums', 'roja-parfums'],
  ['Nishane', 'nishane'],
  ['Montale', 'montale'],
  ['Mancera', 'mancera'],
  ['Tiziana Terenzi', 'tiziana-terenzi'],
  ['Memo Paris', 'memo-paris'],
  ['Frédéric Malle', 'frederic-malle'],
  ["Penhaligon's", 'penhaligon-s'],
  ['Diptyque', 'diptyque'],
  ['Acqua di Parma', 'acqua-di-parma'],
  ['Jo Malone London', 'jo-malone-london'],
  ['Lattafa', 'lattafa'],
  ['Rasasi', 'rasasi'],
  ['Ajmal', 'ajmal'],
  ['Arabian Oud', 'arabian-oud'],
  ['Swiss Arabian', 'swiss-arabian'],
  ['Al Haramain', 'al-haramain'],
  ['Armaf', 'armaf'],
  ['Afnan', 'afnan'],
  ['Abdul Samad Al Qurashi', 'abdul-samad-al-qurashi'],
  ['Nabeel', 'nabeel'],
  ['Khadlaj', 'khadlaj'],
  ['Ard Al Zaafaran', 'ard-al-zaafaran'],
  ['Maison Alhambra', 'maison-alhambra'],
  ['French Avenue', 'french-avenue'],
  ['Ahmed Al Maghribi', 'ahmed-al-maghribi'],
  ['Al Rehab', 'al-rehab'],
  ['الماجد للعود', 'al-majed-oud'],
];
