import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { AccountDetailsSchema } from '#shared/order-book.ts';

/** GET /api/account/details: what the signed-in customer gave at their last checkout. */
export function useAccountDetails(userId: string | null) {
  return useQuery({
    queryKey: ['account-details', userId],
    queryFn: ({ signal }) => apiFetch('/api/account/details', { schema: AccountDetailsSchema, signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}
