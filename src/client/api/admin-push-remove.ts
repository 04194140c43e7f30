import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { ADMIN_PUSH_QUERY_KEY } from './admin-push.ts';

/**
 * DELETE /api/admin/push/subscription (this device, by its endpoint) or
 * DELETE /api/admin/push/devices/:id (one of the admin's other devices).
 */
export async function removeDevice(which: { endpoint: string } | { id: string }): Promise<void> {
  if ('id' in which) {
    await apiFetch(`/api/admin/push/devices/${encodeURIComponent(which.id)}`, { method: 'DELETE' });
  } else {
    await apiFetch('/api/admin/push/subscription', { method: 'DELETE', body: which });
  }
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PUSH_QUERY_KEY }),
  });
}
