import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';

// A guard rather than a zod schema: the header asks on every page, zod stays off the first load.
function isCount(value: unknown): value is { count: number } {
  return (
    typeof value === 'object' && value !== null && Number.isInteger((value as { count?: unknown }).count)
  );
}

/** GET /api/account/orders/count: whether the navigation shows "Your orders" to a signed-in customer. */
export function useAccountOrderCount(userId: string | null) {
  return useQuery({
    queryKey: ['account-orders', userId, 'count'],
    queryFn: async ({ signal }) => {
      const data = await apiFetch<unknown>('/api/account/orders/count', { signal });
      if (!isCount(data)) throw new Error('GET /api/account/orders/count answered an unexpected shape');
      return data.count;
    },
    enabled: userId !== null,
  });
}
