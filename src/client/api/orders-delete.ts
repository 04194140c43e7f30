import { apiFetch } from '#client/lib/http.ts';

/** DELETE /api/orders/:id */
export async function deleteOrder(id: string): Promise<void> {
  await apiFetch(`/api/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
