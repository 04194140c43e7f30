import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { ActivityPageSchema, TeamMemberSchema, TeamPageSchema } from '#shared/admin-records.ts';
import type { Role } from '#shared/constants.ts';

/** GET /api/admin/team?page=N */
export function useTeam(page: number) {
  return useQuery({
    queryKey: ['admin', 'team', page],
    queryFn: ({ signal }) => apiFetch(`/api/admin/team?page=${page}`, { schema: TeamPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/team/:id/role */
export function changeRole(id: string, role: Role) {
  return apiFetch(`/api/admin/team/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    schema: TeamMemberSchema,
  });
}

/** GET /api/admin/activity?page=N */
export function useActivity(page: number) {
  return useQuery({
    queryKey: ['admin', 'activity', page],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/activity?page=${page}`, { schema: ActivityPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
