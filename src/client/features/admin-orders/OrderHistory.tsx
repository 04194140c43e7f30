import { ChangeReason } from '#client/components/order-book/StatusHistory.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { emailPrefix } from '#shared/format.ts';
import { intlLocale } from '#shared/i18n/languages.ts';
import type { AdminStatusChange } from '#shared/order-book.ts';
import { SHOP_TIME_ZONE, zonedDay } from '#shared/zoned-time.ts';

/** "14:05" for today in Saadiyat, the date with it for an older day. */
function useWhen() {
  const language = useLanguage();
  const m = useMessages();
  const clock = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso: string) =>
    zonedDay(new Date(iso)) === zonedDay(new Date()) ? clock.format(new Date(iso)) : m.fn.dateTime(iso);
}

/**
 * The order's history as sentences (docs/decisions/141): "Confirmed by rami at 14:05", "Undone by
 * rami at 14:06: back to “Received”"; an undone change stays, marked, so the record is whole.
 */
export function OrderHistory({ history }: { history: readonly AdminStatusChange[] }) {
  const m = useMessages();
  const words = m.statusUndo.history;
  const when = useWhen();
  const status = (s: AdminStatusChange['status']) => m.orderBook.statuses[s];
  return (
    <ol data-testid="status-history" className="flex flex-col gap-1 border-s border-night-line ps-4 text-sm">
      {history.map((change) => {
        const time = when(change.at);
        const who = change.byEmail ? emailPrefix(change.byEmail) : null;
        const sentence = change.undoesEventId
          ? words.undo(who ?? '', time, status(change.status))
          : who
            ? words.change(status(change.status), who, time)
            : words.byCustomer(status(change.status), time);
        return (
          <li key={change.id} className={change.isUndone ? 'text-ink-soft' : 'text-ink'}>
            <span>{sentence}</span>
            {change.isUndone ? <span className="ms-1 text-ink-soft">{words.undoneMark}</span> : null}
            <ChangeReason reason={change.reason} />
          </li>
        );
      })}
    </ol>
  );
}
