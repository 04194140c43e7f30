import { useId } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { addDays, zonedDay } from '#shared/zoned-time.ts';

const fieldClass =
  'rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none';

/** The orders of a date range as a CSV file: a plain form, so the browser downloads the answer. */
export function ExportForm() {
  const id = useId();
  const words = MESSAGES.inbox;
  const today = zonedDay(new Date());
  return (
    <form
      method="get"
      action="/api/admin/orders/export"
      aria-label={words.export}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-night-line p-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm text-ink">
          {words.from}
        </label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          required
          defaultValue={addDays(today, -29)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm text-ink">
          {words.to}
        </label>
        <input id={`${id}-to`} name="to" type="date" required defaultValue={today} className={fieldClass} />
      </div>
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
