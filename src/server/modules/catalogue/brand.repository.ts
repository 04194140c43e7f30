import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type DatabaseKind, isUniqueViolation, toIso } from '#server/db/database.ts';
import type { BrandTable, Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { Refused, type Result, runRefusable } from '#server/result.ts';
import { type AdminBrand, type BrandFormFields, brandNameKey } from '#shared/brand-names.ts';
import { type Brand, brandLogoPath, slugifyBrand } from '#shared/brands.ts';
import { EN_BRANDS_ADMIN } from '#shared/i18n/catalogues/en-brands-admin.ts';
import { imageVariantUrl } from '#shared/product-image.ts';

/**
 * The one place brands are read and written (docs/decisions/183): the storefront's list, the
 * owner's page, the product form's check, the sitemap and the head all come here.
 */

type BrandRow = Pick<
  Selectable<BrandTable>,
  'id' | 'slug' | 'name' | 'name_ar' | 'name_fr' | 'logo_url' | 'logo_file_name' | 'created_at' | 'updated_at'
>;

const COLUMNS = [
  'id',
  'slug',
  'name',
  'name_ar',
  'name_fr',
  'logo_url',
  'logo_file_name',
  'created_at',
  'updated_at',
] as const;

/** A logo is shown at 160 CSS pixels: its 320-pixel WebP is sharp on a two-pixel screen. */
const LOGO_PIXELS = 320;

function toBrand(row: BrandRow): Brand {
  return {
    name: row.name,
    slug: row.slug,
    logoUrl: row.logo_url ? imageVariantUrl(row.logo_url, LOGO_PIXELS) : brandLogoPath(row.slug),
    nameAr: row.name_ar,
    nameFr: row.name_fr,
  };
}

function toAdminBrand(row: BrandRow, productCount: number): AdminBrand {
  return {
    ...toBrand(row),
    id: row.id,
    hasLogo: row.logo_file_name !== null,
    productCount,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Every brand, sorted by name, as the storefront shows them. */
export async function listBrands(db: Kysely<Database>): Promise<Brand[]> {
  const rows = await db.selectFrom('brand').select(COLUMNS).execute();
  return rows.map(toBrand).sort(byName);
}

/** Every brand with how many perfumes name it: the owner's page. */
export async function listAdminBrands(db: Kysely<Database>): Promise<AdminBrand[]> {
  const rows = await db.selectFrom('brand').select(COLUMNS).execute();
  const counts = await countProductsByBrand(db);
  return rows.map((row) => toAdminBrand(row, counts.get(row.name) ?? 0)).sort(byName);
}

async function countProductsByBrand(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('product')
    .select((eb) => ['brand', eb.fn.countAll<string | number>().as('n')])
    .groupBy('brand')
    .execute();
  return new Map(rows.map((r) => [r.brand, Number(r.n)]));
}

export async function findAdminBrand(db: Kysely<Database>, id: string): Promise<AdminBrand | null> {
  const row = await db.selectFrom('brand').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return toAdminBrand(row, await countUses(db, row.name));
}

export async function findBrandBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('brand').select(['name', 'slug']).where('slug', '=', slug).executeTakeFirst();
}

export async function isKnownBrand(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('brand').select('slug').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

async function countUses(db: Kysely<Database> | Transaction<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('brand', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A logo as the brand keeps it: the stored file and its URL. */
export interface BrandLogo {
  fileName: string;
  url: string;
}

/** What an edit does to the logo. */
export type LogoChange = { kind: 'keep' } | { kind: 'set'; logo: BrandLogo } | { kind: 'remove' };

/** Refuses a name another brand already has under the comparison key. */
async function assertNameFree(trx: Transaction<Database>, key: string, exceptId: string | null) {
  let query = trx.selectFrom('brand').select('name').where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw nameTaken(taken.name);
}

function nameTaken(name: string): Refused {
  return new Refused('BRAND_NAME_TAKEN', EN_BRANDS_ADMIN.nameTaken(name), undefined, { name });
}

/**
 * The address of a brand's drawn logo: the name's slug, or (when that is empty, as for a name in
 * Arabic script, or another brand's) the slug with a short fingerprint of the name.
 */
async function freeSlug(trx: Transaction<Database>, name: string, exceptId: string | null): Promise<string> {
  const base = slugifyBrand(name) || 'brand';
  let query = trx.selectFrom('brand').select('id').where('slug', '=', base);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (!(await query.executeTakeFirst())) return base;
  return `${base}-${createHash('sha1').update(brandNameKey(name)).digest('hex').slice(0, 8)}`;
}

/** A write the unique keys refused (another save of the same name at the same moment): a refusal too. */
async function refusingDuplicates<T>(fields: BrandFormFields, work: () => Promise<T>): Promise<Result<T>> {
  try {
    return await runRefusable(work);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, refusal: nameTaken(fields.name).refusal };
    throw error;
  }
}

export async function addBrand(
  db: Kysely<Database>,
  actor: Actor,
  fields: BrandFormFields,
  logo: BrandLogo | null,
): Promise<Result<AdminBrand>> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const key = brandNameKey(fields.name);
  return refusingDuplicates(fields, () =>
    db.transaction().execute(async (trx) => {
      await assertNameFree(trx, key, null);
      const order = await trx
        .selectFrom('brand')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .executeTakeFirst();
      await trx
        .insertInto('brand')
        .values({
          id,
          slug: await freeSlug(trx, fields.name, null),
          name: fields.name,
          name_key: key,
          name_ar: fields.nameAr,
          name_fr: fields.nameFr,
          sort_order: Number(order?.last ?? 0) + 1,
          logo_file_name: logo?.fileName ?? null,
          logo_url: logo?.url ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await recordActivity(trx, {
        actor,
        kind: 'brand',
        subject: fields.name,
        detail: 'Added',
        record: { code: 'BRAND_ADDED', params: {} },
      });
      const row = await trx
        .selectFrom('brand')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return toAdminBrand(row, 0);
    }),
  );
}

/** The brand after an edit, the logo file it no longer uses, and the perfumes a rename moved. */
export interface BrandChange {
  brand: AdminBrand;
  previousName: string;
  droppedLogo: string | null;
  movedProductIds: string[];
}

/**
 * Changes a brand's names and logo. A rename carries its perfumes in the same transaction (their
 * `brand` is the name, as SPEC §3 stores it); orders already placed keep the name they were placed
 * with (docs/decisions/184).
 */
export async function changeBrand(
  db: Kysely<Database>,
  kind: DatabaseKind,
  actor: Actor,
  id: string,
  fields: BrandFormFields,
  logo: LogoChange,
): Promise<Result<BrandChange>> {
  const now = new Date().toISOString();
  const key = brandNameKey(fields.name);
  return refusingDuplicates(fields, () =>
    db.transaction().execute(async (trx) => {
      const current = await lockBrand(trx, kind, id);
      if (!current) throw new Refused('BRAND_NOT_FOUND');
      await assertNameFree(trx, key, id);
      const isRenamed = current.name !== fields.name;
      let movedProductIds: string[] = [];
      if (isRenamed) {
        // The products' key on the name is checked at commit, once both sides carry the new name.
        await deferForeignKeys(trx, kind);
        movedProductIds = (
          await trx.selectFrom('product').select('id').where('brand', '=', current.name).execute()
        ).map((r) => r.id);
      }
      await trx
        .updateTable('brand')
        .set({
          name: fields.name,
          name_key: key,
          slug: isRenamed ? await freeSlug(trx, fields.name, id) : current.slug,
          name_ar: fields.nameAr,
          name_fr: fields.nameFr,
          ...(logo.kind === 'set' ? { logo_file_name: logo.logo.fileName, logo_url: logo.logo.url } : {}),
          ...(logo.kind === 'remove' ? { logo_file_name: null, logo_url: null } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (isRenamed) {
        await trx
          .updateTable('product')
          .set({ brand: fields.name, updated_at: now })
          .where('brand', '=', current.name)
          .execute();
      }
      const logoFate = ({ keep: 'kept', set: 'replaced', remove: 'removed' } as const)[logo.kind];
      await recordActivity(trx, {
        actor,
        kind: 'brand',
        subject: fields.name,
        detail: [isRenamed ? `Renamed from ${current.name}` : 'Updated details', `logo ${logoFate}`].join(
          '; ',
        ),
        record: {
          code: 'BRAND_CHANGED',
          params: { formerName: isRenamed ? current.name : null, logo: logoFate },
        },
      });
      const row = await trx
        .selectFrom('brand')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        brand: toAdminBrand(row, await countUses(trx, fields.name)),
        previousName: current.name,
        droppedLogo: logo.kind === 'keep' ? null : current.logo_file_name,
        movedProductIds,
      };
    }),
  );
}

/**
 * Removes a brand no perfume uses; refused with the count otherwise. The row is locked first on
 * PostgreSQL, so a perfume saved under the brand meanwhile waits and is then counted (or, saved
 * after, refused by its foreign key).
 */
export async function removeBrand(
  db: Kysely<Database>,
  kind: DatabaseKind,
  actor: Actor,
  id: string,
): Promise<Result<{ name: string; logoFileName: string | null }>> {
  return runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const current = await lockBrand(trx, kind, id);
      if (!current) throw new Refused('BRAND_NOT_FOUND');
      const uses = await countUses(trx, current.name);
      if (uses > 0) {
        throw new Refused('BRAND_IN_USE', EN_BRANDS_ADMIN.inUse(uses), undefined, { count: uses });
      }
      await trx.deleteFrom('brand').where('id', '=', id).execute();
      await recordActivity(trx, {
        actor,
        kind: 'brand',
        subject: current.name,
        detail: 'Deleted',
        record: { code: 'BRAND_REMOVED', params: {} },
      });
      return { name: current.name, logoFileName: current.logo_file_name };
    }),
  );
}

async function lockBrand(trx: Transaction<Database>, kind: DatabaseKind, id: string) {
  let query = trx.selectFrom('brand').select(COLUMNS).where('id', '=', id);
  if (kind === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Until this transaction commits (migrations/0015-brands.ts made PostgreSQL's key deferrable). */
async function deferForeignKeys(trx: Transaction<Database>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await sql`set constraints all deferred`.execute(trx);
  else await sql`pragma defer_foreign_keys = on`.execute(trx);
}
