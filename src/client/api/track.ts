import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type TrackedOrder, TrackedOrderSchema } from '#shared/order-book.ts';

export const TRACK_QUERY_KEY = ['track'] as const;

/** GET /api/track/:token: the order behind a private tracking link. */
export function fetchTrackedOrder(token: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiFetch(`/api/track/${encodeURIComponent(token)}`, {
    schema: TrackedOrderSchema,
    ...(signal ? { signal } : {}),
  });
}

export const trackedOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...TRACK_QUERY_KEY, token],
    queryFn: ({ signal }) => fetchTrackedOrder(token, signal),
    retry: false,
    refetchOnWindowFocus: true,
  });

export function useTrackedOrder(token: string) {
  return useQuery(trackedOrderQueryOptions(token));
}
