import type { ReactNode } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { Spinner } from './Spinner.tsx';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Said when there is nothing to show (SPEC's empty texts). */
  emptyText: string;
  /** The spinner's label, written under it when the spec names the loading text. */
  loadingLabel?: string;
  errorText?: string;
  children: ReactNode;
}

/** The one loading / error / empty block of a list: a spinner, an alert, a status line, or the list. */
export function QueryState({
  isPending,
  isError,
  isEmpty,
  emptyText,
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
  return children;
}
