import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type TeamMember, TeamMemberSchema } from '#shared/admin-records.ts';
import type { Role } from '#shared/constants.ts';

/** PUT /api/admin/team/:id/role */
export function changeRole({ id, role }: { id: string; role: Role }): Promise<TeamMember> {
  return apiFetch(`/api/admin/team/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    schema: TeamMemberSchema,
  });
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole });
}
