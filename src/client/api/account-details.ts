import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type AccountDetails, AccountDetailsSchema } from '#shared/order-book.ts';

/** GET /api/account/details: what the signed-in customer gave at their last checkout. */
export function fetchAccountDetails(signal?: AbortSignal): Promise<AccountDetails> {
  return apiFetch('/api/account/details', { schema: AccountDetailsSchema, ...(signal ? { signal } : {}) });
}

export const accountDetailsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['account-details', userId],
    queryFn: ({ signal }) => fetchAccountDetails(signal),
    enabled: userId !== null,
    staleTime: 0,
  });

export function useAccountDetails(userId: string | null) {
  return useQuery(accountDetailsQueryOptions(userId));
}
