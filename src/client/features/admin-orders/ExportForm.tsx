import { useId } from 'react';
import { INLINE_FIELD } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { addDays, zonedDay } from '#shared/zoned-time.ts';
import { LabelledField } from './LabelledField.tsx';

/** The orders of a date range as a CSV file: a plain form, so the browser downloads the answer. */
export function ExportForm() {
  const m = useMessages();
  const id = useId();
  const words = m.inbox;
  const today = zonedDay(new Date());
  return (
    <form
      method="get"
      action="/api/admin/orders/export"
      aria-label={words.export}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-night-line p-4"
    >
      <LabelledField id={`${id}-from`} label={words.from}>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          required
          defaultValue={addDays(today, -29)}
          className={INLINE_FIELD}
        />
      </LabelledField>
      <LabelledField id={`${id}-to`} label={words.to}>
        <input id={`${id}-to`} name="to" type="date" required defaultValue={today} className={INLINE_FIELD} />
      </LabelledField>
      <button
        type="submit"
        className="rounded border border-gold px-4 py-2 text-gold hover:bg-gold hover:text-night"
      >
        {words.export}
      </button>
      <p className="basis-full text-sm text-ink-soft">{words.exportHint}</p>
    </form>
  );
}
