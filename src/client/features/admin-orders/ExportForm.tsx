import { OUTLINE_BUTTON } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { addDays, zonedDay } from '#shared/zoned-time.ts';

/**
 * The orders of the filters' date range as a CSV file, in the owner's language: a plain form, so
 * the browser downloads the answer. One range for both (the filters'), the last 30 days when the
 * filters name none.
 */
export function ExportForm({ from, to }: { from: string; to: string }) {
  const m = useMessages();
  const language = useLanguage();
  const today = zonedDay(new Date());
  const end = to || today;
  const start = from || addDays(end, -29);
  return (
    <form
      method="get"
      action="/api/admin/orders/export"
      aria-label={m.inbox.export}
      className="flex flex-col gap-1"
    >
      <input type="hidden" name="from" value={start} />
      <input type="hidden" name="to" value={end} />
      <input type="hidden" name="lang" value={language} />
      <button type="submit" className={`self-start ${OUTLINE_BUTTON}`}>
        {m.details.inbox.exportRange}
      </button>
      <p className="text-sm text-ink-soft">{m.details.inbox.exportHint}</p>
    </form>
  );
}
