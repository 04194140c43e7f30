import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type ActivityPage, ActivityPageSchema } from '#shared/admin-records.ts';

/** GET /api/admin/activity?page=N */
export function fetchActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return apiFetch(`/api/admin/activity?page=${page}`, {
    schema: ActivityPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const activityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'activity', page],
    queryFn: ({ signal }) => fetchActivity(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useActivity(page: number) {
  return useQuery(activityQueryOptions(page));
}
