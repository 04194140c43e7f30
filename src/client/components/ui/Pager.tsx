import { Link } from 'react-router';
import { useMessages } from '#client/i18n/language-context.ts';
import { SECONDARY_ACTION } from './styles.ts';

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page, the rest of the view (filters, search, sort) kept. */
  hrefOf: (page: number) => string;
  /** Says which items the page shows: "Perfumes 25–48 of 2,000". */
  summary: string;
}

/**
 * Previous and next as plain links: without JavaScript they load the page; with it the router
 * shows it and the list starts from the top. A new history entry per page, so Back returns.
 */
export function Pager({ page, pageCount, hrefOf, summary }: PagerProps) {
  const m = useMessages().paging;
  const toTop = () => window.scrollTo(0, 0);
  const step = (target: number, label: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefOf(target)} rel={rel} onClick={toTop} className={`${SECONDARY_ACTION} min-h-11`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${SECONDARY_ACTION} min-h-11 cursor-not-allowed opacity-50`}>
        {label}
      </span>
    );
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-sm text-ink-soft">
      <p data-testid="pager-summary">{summary}</p>
      {pageCount > 1 ? (
        <nav aria-label={m.pagesLabel} className="flex flex-wrap items-center justify-center gap-3">
          {step(page - 1, m.previous, 'prev')}
          <span aria-current="page">{m.pageOf(page, pageCount)}</span>
          {step(page + 1, m.next, 'next')}
        </nav>
      ) : null}
    </div>
  );
}
