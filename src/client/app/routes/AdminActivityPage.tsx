import { useState } from 'react';
import { useActivity } from '#client/api/admin-activity.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { Pager } from '#client/features/admin-settings/Pager.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { settingSubject, wordRecord } from '#client/lib/record-text.ts';

/** /admin/activity: who changed which setting, product, stock flag or role, newest first. */
export default function AdminActivityPage() {
  const m = useMessages();
  const language = useLanguage();
  const M = m.adminSettings.activity;
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  const entries = activity.data?.entries ?? [];
  return (
    <div>
      <PageTitle>{M.title}</PageTitle>
      <AdminNav />
      <QueryState
        isPending={activity.isPending}
        isError={activity.isError}
        isEmpty={entries.length === 0}
        emptyText={M.empty}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-ink">
              <tr>
                <th className="p-2 text-start">{M.when}</th>
                <th className="p-2 text-start">{M.who}</th>
                <th className="p-2 text-start">{M.what}</th>
                <th className="p-2 text-start">{M.details}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const lines = wordRecord(entry, m, language);
                return (
                  <tr
                    key={entry.id}
                    className="border-t border-night-line align-top text-ink-soft"
                    data-testid="activity-row"
                  >
                    <td className="whitespace-nowrap p-2">
                      <time dateTime={entry.createdAt}>{m.fn.dateTime(entry.createdAt)}</time>
                    </td>
                    <td className="p-2">{entry.actorEmail}</td>
                    <td className="p-2">
                      {M.kinds[entry.kind]}:{' '}
                      {entry.kind === 'setting' ? settingSubject(entry.subject, m) : entry.subject}
                    </td>
                    <td className="break-words p-2">
                      {lines.length > 1 ? (
                        <ul className="flex flex-col gap-1">
                          {lines.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      ) : (
                        lines[0]
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager page={page} pageCount={activity.data?.pageCount ?? 1} onPage={setPage} />
        </div>
      </QueryState>
    </div>
  );
}
