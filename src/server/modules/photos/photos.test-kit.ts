import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type FilePart, sampleImage, sendForm } from '#server/modules/admin/admin.test-kit.ts';
import { variantNamesOf } from '#shared/image-variants.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { SAME_ORIGIN } from '#tests/helpers/test-app.ts';

/** Requests of a perfume's photos for the API tests: real multipart uploads of real images. */

export async function photoPart(name = 'box.png', size = 320): Promise<FilePart> {
  return { data: await sampleImage('png', size), name, type: 'image/png' };
}

export function sendPhoto(
  app: FastifyInstance,
  cookie: string | undefined,
  productId: string,
  image: FilePart,
  fields: Record<string, string> = {},
) {
  return sendForm(app, {
    method: 'POST',
    url: `/api/admin/products/${encodeURIComponent(productId)}/photos`,
    cookie,
    parts: { ...fields, image },
  });
}

/** Adds one photo and answers the saved product. */
export async function addPhotoOk(
  app: FastifyInstance,
  cookie: string,
  productId: string,
  name = 'box.png',
): Promise<Product> {
  const response = await sendPhoto(app, cookie, productId, await photoPart(name));
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

export function sendOrder(
  app: FastifyInstance,
  cookie: string | undefined,
  productId: string,
  photoIds: unknown,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/products/${encodeURIComponent(productId)}/photos/order`,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { photoIds },
  });
}

export function sendRemove(
  app: FastifyInstance,
  cookie: string | undefined,
  productId: string,
  photoId: string,
) {
  return app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A stored photo's file with every variant made from it: sizes, formats and link previews. */
export function filesOfPhoto(photoId: string): string[] {
  return [photoId, ...variantNamesOf(photoId)];
}

export const photoIds = (product: Product) => product.photos.map((photo) => photo.id);
