import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type InboxPage, InboxPageSchema, type InboxQuery } from '#shared/order-book.ts';

export const ADMIN_ORDERS_QUERY_KEY = ['admin-orders'] as const;

function searchOf(query: InboxQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/admin/orders: one page of the inbox, newest first, with the filters in the query. */
export function fetchAdminOrders(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return apiFetch(`/api/admin/orders?${searchOf(query)}`, {
    schema: InboxPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const adminOrdersQueryOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'list', searchOf(query)],
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: InboxQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}

/** A write of the order book: the inbox, its badge and figures refetch once it settles. */
export function useOrderBookWrite<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  });
}
