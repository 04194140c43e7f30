import { useMessages } from '#client/i18n/language-context.ts';

export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const M = useMessages().adminSettings.paging;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={M.page(page, pageCount)} className="mt-4 flex items-center justify-center gap-4">
      <button
        type="button"
        className="underline disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {M.previous}
      </button>
      <span className="text-ink-soft">{M.page(page, pageCount)}</span>
      <button
        type="button"
        className="underline disabled:opacity-40"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {M.next}
      </button>
    </nav>
  );
}
