import { apiFetch } from '#client/lib/http.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { useCatalogueWrite } from './admin-products.ts';

/** A perfume's photos (docs/decisions/186): each call answers the whole saved product. */

const photosPath = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/photos`;
const photoPath = (productId: string, photoId: string) =>
  `${photosPath(productId)}/${encodeURIComponent(photoId)}`;

function imageForm(image: File, backgroundRemoved: boolean): FormData {
  const form = new FormData();
  form.append('backgroundRemoved', String(backgroundRemoved));
  form.append('image', image, image.name);
  return form;
}

/** POST /api/admin/products/:id/photos: one photo after the others. */
export function addProductPhoto({ productId, image }: { productId: string; image: File }): Promise<Product> {
  return apiFetch(photosPath(productId), {
    method: 'POST',
    body: imageForm(image, false),
    schema: ProductSchema,
  });
}

/** PUT /api/admin/products/:id/photos/:photoId: the photo's background-removed picture, in its place. */
export function replaceProductPhoto(args: {
  productId: string;
  photoId: string;
  image: File;
}): Promise<Product> {
  return apiFetch(photoPath(args.productId, args.photoId), {
    method: 'PUT',
    body: imageForm(args.image, true),
    schema: ProductSchema,
  });
}

/** PUT /api/admin/products/:id/photos/order: every photo, the main one first. */
export function orderProductPhotos({ productId, photoIds }: { productId: string; photoIds: string[] }) {
  return apiFetch(`${photosPath(productId)}/order`, {
    method: 'PUT',
    body: { photoIds },
    schema: ProductSchema,
  });
}

/** DELETE /api/admin/products/:id/photos/:photoId: the photo and its files. */
export function removeProductPhoto({ productId, photoId }: { productId: string; photoId: string }) {
  return apiFetch(photoPath(productId, photoId), { method: 'DELETE', schema: ProductSchema });
}

export const useAddProductPhoto = () => useCatalogueWrite(addProductPhoto);
export const useReplaceProductPhoto = () => useCatalogueWrite(replaceProductPhoto);
export const useOrderProductPhotos = () => useCatalogueWrite(orderProductPhotos);
export const useRemoveProductPhoto = () => useCatalogueWrite(removeProductPhoto);
