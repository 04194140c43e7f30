import type { ReactNode } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { Spinner } from './Spinner.tsx';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  /** A list with nothing in it; a page that loads one thing (an order, the settings) has no empty state. */
  isEmpty?: boolean;
  /** Said when there is nothing to show (SPEC's empty texts). */
  emptyText?: string;
  /** The spinner's label, written under it when the spec names the loading text. */
  loadingLabel?: string;
  errorText?: string;
  /** What shows once loaded; none where the page decides that itself (a product that is gone). */
  children?: ReactNode;
}

/**
 * The one loading / error / empty block of every page that loads data: a spinner, an alert, a
 * status line, or the content.
 */
export function QueryState({
  isPending,
  isError,
  isEmpty = false,
  emptyText = '',
  loadingLabel,
  errorText,
  children,
}: QueryStateProps) {
  const m = useMessages();
  if (isPending) return loadingLabel ? <Spinner label={loadingLabel} isLabelVisible /> : <Spinner />;
  if (isError) {
    return (
      <p role="alert" className="py-10 text-center text-ink-soft">
        {errorText ?? m.common.genericError}
      </p>
    );
  }
  if (isEmpty) {
    return (
      <p role="status" className="py-10 text-center text-ink-soft">
        {emptyText}
      </p>
    );
  }
  return children ?? null;
}
