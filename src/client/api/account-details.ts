import { useQuery } from '@tanstack/react-query';
import { AccountDetailsSchema } from '#shared/order-book.ts';
import { apiFetch } from '../lib/http.ts';

/** GET /api/account/details: what the signed-in customer gave at their last checkout. */
export function useAccountDetails(userId: string | null) {
  return useQuery({
    queryKey: ['account-details', userId],
    queryFn: ({ signal }) => apiFetch('/api/account/details', { schema: AccountDetailsSchema, signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}
