import { apiFetch } from '#client/lib/http.ts';

/** DELETE /api/cart/:id */
export async function deleteCartItem(id: string): Promise<void> {
  await apiFetch(`/api/cart/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
