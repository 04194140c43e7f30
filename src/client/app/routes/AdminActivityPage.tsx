import { useState } from 'react';
import { useActivity } from '#client/api/admin-activity.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import {
  activityDetail,
  orderActivityDetail,
  settingSubject,
} from '#client/features/admin-settings/activity-detail.ts';
import { activitySentences } from '#client/features/admin-settings/activity-sentences.ts';
import { Pager } from '#client/features/admin-settings/Pager.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';

/** /admin/activity: who changed which setting, product, stock flag or role, newest first. */
export default function AdminActivityPage() {
  const m = useMessages();
  const language = useLanguage();
  const M = m.adminSettings.activity;
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  return (
    <div>
      <PageTitle>{M.title}</PageTitle>
      <AdminNav />
      {activity.isPending ? <Spinner /> : null}
      {activity.data?.entries.length === 0 ? <p className="text-ink-soft">{M.empty}</p> : null}
      {activity.data?.entries.length ? (
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
              {activity.data.entries.map((entry) => (
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
                    {entry.changes ? (
                      <ul className="flex flex-col gap-1">
                        {activitySentences(entry.subject, entry.changes, m, language).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : entry.kind === 'order' ? (
                      orderActivityDetail(entry, m)
                    ) : (
                      activityDetail(entry.detail, m)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageCount={activity.data.pageCount} onPage={setPage} />
        </div>
      ) : null}
    </div>
  );
}
