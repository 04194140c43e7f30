import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError, orThrow } from '#server/http-error.ts';
import type { Actor } from '#server/modules/activity/activity.repository.ts';
import type { AdminForm } from '#server/modules/admin/admin-form.ts';
import { redrawLinkPreviews, removeQuietly } from '#server/modules/admin/product-admin.service.ts';
import {
  addBrand,
  type BrandLogo,
  changeBrand,
  type LogoChange,
  removeBrand,
} from '#server/modules/catalogue/brand.repository.ts';
import { findProduct } from '#server/modules/catalogue/product.repository.ts';
import { storeImage } from '#server/modules/media/image.service.ts';
import type { MediaStorage } from '#server/modules/media/media.storage.ts';
import { type AdminBrand, type BrandFormFields, BrandFormFieldsSchema } from '#shared/brand-names.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';

const EN = catalogueFor('en');

export interface BrandsContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  media: MediaStorage;
  log: FastifyBaseLogger;
  /** Who makes the change: the activity log names them. */
  actor: Actor;
  /** For the link previews of perfumes a rename moves (their brand is drawn on them). */
  shopName: string;
}

/**
 * The form's rules before anything is stored: its fields (the schema the page uses too), then the
 * logo's size. The logo's content is judged when it is stored (image.service.ts: JPEG, PNG or WebP
 * decoded whole, within the pixel limit), as a product image is.
 */
function readBrandForm(form: AdminForm): BrandFormFields {
  const parsed = BrandFormFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new HttpError(400, 'VALIDATION_FAILED', issues[0]?.message ?? 'Invalid form.', issues);
  }
  if (form.image && form.image.size > IMAGE_MAX_BYTES) {
    throw new HttpError(413, 'IMAGE_TOO_LARGE', EN.admin.imageTooLarge);
  }
  return parsed.data;
}

async function storeLogo(ctx: BrandsContext, form: AdminForm): Promise<BrandLogo | null> {
  if (!form.image) return null;
  const stored = await storeImage(ctx.media, form.image.data, form.image.fileName);
  return { fileName: stored.fileName, url: stored.url };
}

/** Adds a brand; a logo stored for a refused brand is removed again. */
export async function addBrandFromForm(ctx: BrandsContext, form: AdminForm): Promise<AdminBrand> {
  const fields = readBrandForm(form);
  if (fields.removeLogo) throw new HttpError(400, 'VALIDATION_FAILED', 'A new brand has no logo to remove.');
  const logo = await storeLogo(ctx, form);
  const result = await addBrand(ctx.db, ctx.actor, fields, logo).catch(async (error: unknown) => {
    if (logo) await removeQuietly(ctx, logo.fileName);
    throw error;
  });
  if (!result.ok && logo) await removeQuietly(ctx, logo.fileName);
  return orThrow(result);
}

/**
 * Renames a brand, sets its Arabic and French names, and replaces or removes its logo. The old
 * logo's files go once the change is committed; the perfumes a rename moved get their link
 * previews drawn again with the new name.
 */
export async function changeBrandFromForm(
  ctx: BrandsContext,
  id: string,
  form: AdminForm,
): Promise<AdminBrand> {
  const fields = readBrandForm(form);
  const logo = await storeLogo(ctx, form);
  const change: LogoChange = logo
    ? { kind: 'set', logo }
    : fields.removeLogo
      ? { kind: 'remove' }
      : { kind: 'keep' };
  const result = await changeBrand(ctx.db, ctx.kind, ctx.actor, id, fields, change).catch(
    async (error: unknown) => {
      if (logo) await removeQuietly(ctx, logo.fileName);
      throw error;
    },
  );
  if (!result.ok && logo) await removeQuietly(ctx, logo.fileName);
  const { brand, droppedLogo, movedProductIds } = orThrow(result);
  if (droppedLogo) await removeQuietly(ctx, droppedLogo);
  for (const productId of movedProductIds) {
    const product = await findProduct(ctx.db, productId);
    if (product) await redrawLinkPreviews(ctx, product);
  }
  return brand;
}

/** Removes a brand no perfume uses (refused with the count otherwise), then its logo's files. */
export async function removeBrandAndLogo(ctx: BrandsContext, id: string): Promise<void> {
  const removed = orThrow(await removeBrand(ctx.db, ctx.kind, ctx.actor, id));
  if (removed.logoFileName) await removeQuietly(ctx, removed.logoFileName);
}
