import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type TeamPage, TeamPageSchema } from '#shared/admin-records.ts';

/** GET /api/admin/team?page=N */
export function fetchTeam(page: number, signal?: AbortSignal): Promise<TeamPage> {
  return apiFetch(`/api/admin/team?page=${page}`, { schema: TeamPageSchema, ...(signal ? { signal } : {}) });
}

export const teamQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'team', page],
    queryFn: ({ signal }) => fetchTeam(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTeam(page: number) {
  return useQuery(teamQueryOptions(page));
}
