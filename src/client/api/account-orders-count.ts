import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';

// A guard rather than a zod schema: the header asks on every page, zod stays off the first load.
function isCount(value: unknown): value is { count: number } {
  return (
    typeof value === 'object' && value !== null && Number.isInteger((value as { count?: unknown }).count)
  );
}

/** GET /api/account/orders/count: whether the navigation shows "Your orders" to a signed-in customer. */
export async function fetchAccountOrderCount(signal?: AbortSignal): Promise<number> {
  const data = await apiFetch<unknown>('/api/account/orders/count', signal ? { signal } : {});
  if (!isCount(data)) throw new Error('GET /api/account/orders/count answered an unexpected shape');
  return data.count;
}

export const accountOrderCountQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['account-orders', userId, 'count'],
    queryFn: ({ signal }) => fetchAccountOrderCount(signal),
    enabled: userId !== null,
  });

export function useAccountOrderCount(userId: string | null) {
  return useQuery(accountOrderCountQueryOptions(userId));
}
