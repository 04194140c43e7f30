import { useMessages } from '#client/i18n/language-context.ts';
import { INTERVALS_PER_DAY_MAX } from '#shared/settings.ts';
import type { OpeningInterval } from '#shared/settings-types.ts';
import { INPUT } from './SettingsSection.tsx';

const TIME = `${INPUT} w-32`;

/** A day's hours: "Closed", or one or two intervals with their opening and closing times. */
export function IntervalsEditor({
  label,
  intervals,
  onChange,
}: {
  label: string;
  intervals: OpeningInterval[];
  onChange: (next: OpeningInterval[]) => void;
}) {
  const M = useMessages().adminSettings.hours;
  const isClosed = intervals.length === 0;
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{label}</legend>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={isClosed}
          onChange={(event) => onChange(event.target.checked ? [] : [{ opens: '10:00', closes: '20:00' }])}
        />
        {M.closed}
        <span className="sr-only"> ({label})</span>
      </label>
      {intervals.map((interval, index) => (
        // Intervals have no identity of their own: their place in the day is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index} className="flex items-center gap-2">
          <input
            type="time"
            aria-label={`${label} ${M.opens} ${index + 1}`}
            className={TIME}
            value={interval.opens}
            onChange={(event) =>
              onChange(intervals.map((i, n) => (n === index ? { ...i, opens: event.target.value } : i)))
            }
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            aria-label={`${label} ${M.closes} ${index + 1}`}
            className={TIME}
            value={interval.closes === '24:00' ? '00:00' : interval.closes}
            onChange={(event) =>
              onChange(
                intervals.map((i, n) =>
                  // A closing time of midnight is the end of the day.
                  n === index
                    ? { ...i, closes: event.target.value === '00:00' ? '24:00' : event.target.value }
                    : i,
                ),
              )
            }
          />
          {intervals.length > 1 ? (
            <button
              type="button"
              className="text-sm text-ink-soft underline hover:text-gold"
              onClick={() => onChange(intervals.filter((_, n) => n !== index))}
            >
              {M.removeInterval}
            </button>
          ) : null}
        </span>
      ))}
      {intervals.length > 0 && intervals.length < INTERVALS_PER_DAY_MAX ? (
        <button
          type="button"
          className="text-sm text-gold underline"
          onClick={() => onChange([...intervals, { opens: '16:00', closes: '20:00' }])}
        >
          {M.addInterval}
          <span className="sr-only"> ({label})</span>
        </button>
      ) : null}
    </fieldset>
  );
}
