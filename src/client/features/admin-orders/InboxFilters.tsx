import { type FormEvent, useId } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ORDER_BOOK_STATUSES } from '#shared/order-book.ts';

export interface InboxFilterValues {
  status: string;
  from: string;
  to: string;
  q: string;
}

const words = MESSAGES.inbox;
const fieldClass =
  'rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none';

/** Status, date range and search; applied to the URL, so a reload or Back keeps them. */
export function InboxFilters({
  values,
  onApply,
}: {
  values: InboxFilterValues;
  onApply(values: InboxFilterValues): void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    onApply({ status: text('status'), from: text('from'), to: text('to'), q: text('q').trim() });
  };
  return (
    <form
      key={JSON.stringify(values)}
      onSubmit={submit}
      aria-label={words.filters}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-night-line p-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm text-ink">
          {words.status}
        </label>
        <select id={`${id}-status`} name="status" defaultValue={values.status} className={fieldClass}>
          <option value="">{words.allStatuses}</option>
          {ORDER_BOOK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MESSAGES.orderBook.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm text-ink">
          {words.from}
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={values.from} className={fieldClass} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm text-ink">
          {words.to}
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={values.to} className={fieldClass} />
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm text-ink">
          {words.search}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={100}
          placeholder={words.searchPlaceholder}
          defaultValue={values.q}
          className={fieldClass}
        />
      </div>
      <button type="submit" className="rounded bg-gold px-4 py-2 font-medium text-night hover:bg-gold-deep">
        {words.apply}
      </button>
      <button
        type="button"
        onClick={() => onApply({ status: '', from: '', to: '', q: '' })}
        className="rounded border border-night-line px-4 py-2 text-ink-soft hover:border-gold hover:text-gold"
      >
        {words.clear}
      </button>
    </form>
  );
}
