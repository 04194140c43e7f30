import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type PushDevice, PushDeviceSchema, type PushSubscriptionBody } from '#shared/push.ts';
import { ADMIN_PUSH_QUERY_KEY } from './admin-push.ts';

/** PUT /api/admin/push/subscription: this device's subscription, for the signed-in admin. */
export function saveSubscription(body: PushSubscriptionBody): Promise<PushDevice> {
  return apiFetch('/api/admin/push/subscription', { method: 'PUT', body, schema: PushDeviceSchema });
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PUSH_QUERY_KEY }),
  });
}
