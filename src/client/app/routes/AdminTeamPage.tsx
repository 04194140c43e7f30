import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTeam } from '#client/api/admin-team.ts';
import { useChangeRole } from '#client/api/admin-team-role.ts';
import { useSession } from '#client/api/me.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { Pager } from '#client/features/admin-settings/Pager.tsx';
import { RoleDialog } from '#client/features/admin-settings/RoleDialog.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import type { TeamMember } from '#shared/admin-records.ts';

/** /admin/team: every account, its role and creation date; promote and demote with a confirmation. */
export default function AdminTeamPage() {
  const m = useMessages();
  const M = m.adminSettings.team;
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const team = useTeam(page);
  const { mutateAsync: changeRole } = useChangeRole();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TeamMember | null>(null);
  const { isBusy, whileBusy } = useBusy();
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    await whileBusy(async () => {
      try {
        await changeRole({ id: pending.id, role: pending.role === 'admin' ? 'user' : 'admin' });
        setMessage({ isError: false, text: M.changed });
      } catch (error) {
        setMessage({ isError: true, text: refusalText(error, m, language) });
      }
    });
    setPending(null);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <div>
      <PageTitle>{M.title}</PageTitle>
      <AdminNav />
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          className={message.isError ? 'mb-4 text-red-300' : 'mb-4 text-emerald-300'}
        >
          {message.text}
        </p>
      ) : null}
      <QueryState isPending={team.isPending} isError={team.isError}>
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-ink">
              <tr>
                <th className="p-2 text-start">{M.email}</th>
                <th className="p-2 text-start">{M.role}</th>
                <th className="p-2 text-start">{M.created}</th>
                <th className="p-2 text-start">{M.actions}</th>
              </tr>
            </thead>
            <tbody>
              {team.data?.members.map((member) => (
                <tr key={member.id} className="border-t border-night-line text-ink-soft">
                  <td className="p-2">
                    {member.email} {member.id === user?.id ? M.you : null}
                  </td>
                  <td className="p-2">{M.roles[member.role]}</td>
                  <td className="p-2">{m.fn.date(member.createdAt)}</td>
                  <td className="p-2">
                    {member.id === user?.id ? null : (
                      <button type="button" className={SMALL_BUTTON} onClick={() => setPending(member)}>
                        {member.role === 'admin' ? M.demote : M.promote}
                        <span className="sr-only"> ({member.email})</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageCount={team.data?.pageCount ?? 1} onPage={setPage} />
        </div>
      </QueryState>
      {pending ? (
        <RoleDialog
          question={
            pending.role === 'admin' ? M.confirmDemote(pending.email) : M.confirmPromote(pending.email)
          }
          isBusy={isBusy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
