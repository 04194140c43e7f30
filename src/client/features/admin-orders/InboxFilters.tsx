import { type FormEvent, useId } from 'react';
import { INLINE_FIELD, POPUP_BUTTON, POPUP_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { ORDER_BOOK_STATUSES } from '#shared/order-book.ts';
import { LabelledField } from './LabelledField.tsx';

export interface InboxFilterValues {
  status: string;
  from: string;
  to: string;
  q: string;
}

/** Status, date range and search; applied to the URL, so a reload or Back keeps them. */
export function InboxFilters({
  values,
  onApply,
}: {
  values: InboxFilterValues;
  onApply(values: InboxFilterValues): void;
}) {
  const words = useMessages().inbox;
  const m = useMessages();
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
      // A filter: without its script it is a plain GET of this page, as the script writes it.
      method="get"
      onSubmit={submit}
      aria-label={words.filters}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-night-line p-4"
    >
      <LabelledField id={`${id}-status`} label={words.status}>
        <select id={`${id}-status`} name="status" defaultValue={values.status} className={INLINE_FIELD}>
          <option value="">{words.allStatuses}</option>
          {ORDER_BOOK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {m.orderBook.statuses[status]}
            </option>
          ))}
        </select>
      </LabelledField>
      {/* One date range for the list and the export (docs/decisions/163). */}
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-1 text-sm text-ink">{m.details.inbox.range}</legend>
        <LabelledField id={`${id}-from`} label={words.from}>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={values.from}
            className={INLINE_FIELD}
          />
        </LabelledField>
        <span aria-hidden="true" className="pb-2 text-ink-soft">
          –
        </span>
        <LabelledField id={`${id}-to`} label={words.to}>
          <input id={`${id}-to`} name="to" type="date" defaultValue={values.to} className={INLINE_FIELD} />
        </LabelledField>
      </fieldset>
      <LabelledField id={`${id}-q`} label={words.search} isWide>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={100}
          placeholder={words.searchPlaceholder}
          defaultValue={values.q}
          className={INLINE_FIELD}
        />
      </LabelledField>
      <button type="submit" className={POPUP_PRIMARY_BUTTON}>
        {words.apply}
      </button>
      <button
        type="button"
        onClick={() => onApply({ status: '', from: '', to: '', q: '' })}
        className={POPUP_BUTTON}
      >
        {words.clear}
      </button>
    </form>
  );
}
