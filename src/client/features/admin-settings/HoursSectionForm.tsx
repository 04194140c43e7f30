import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { type HoursException, type HoursSection, WEEKDAYS } from '#shared/settings-types.ts';
import { IntervalsEditor } from './IntervalsEditor.tsx';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

/** The weekly schedule and the dated exceptions, in Lebanon time. */
export function HoursSectionForm({ initial }: { initial: HoursSection }) {
  const m = useMessages();
  const M = m.adminSettings.hours;
  const WEEKDAY_NAMES = m.fn.weekdayNames;
  const [hours, setHours] = useSectionDraft('hours', M.title, () => initial);
  const setException = (index: number, next: Partial<HoursException>) =>
    setHours({
      ...hours,
      exceptions: hours.exceptions.map((e, n) => (n === index ? { ...e, ...next } : e)),
    });

  return (
    <SettingsSection
      draftKey="hours"
      title={M.title}
      intro={M.intro}
      labels={{ ...WEEKDAY_NAMES, week: M.title, exceptions: M.exceptions }}
      onSave={() => saveSettingsSection('hours', hours)}
    >
      <div className="flex flex-col gap-3">
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid items-center gap-2 sm:grid-cols-[8rem_1fr]">
            <span className="text-ink">{WEEKDAY_NAMES[day]}</span>
            <IntervalsEditor
              label={WEEKDAY_NAMES[day]}
              intervals={hours.week[day]}
              onChange={(next) => setHours({ ...hours, week: { ...hours.week, [day]: next } })}
            />
          </div>
        ))}
      </div>
      <h3 className="mt-4 font-display text-lg text-gold">{M.exceptions}</h3>
      <ul className="flex flex-col gap-4">
        {hours.exceptions.map((exception, index) => (
          // Exceptions are edited in place; their position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="flex flex-col gap-2 rounded border border-night-line p-3">
            <div className="grid gap-2 sm:grid-cols-3">
              <Field label={M.from}>
                {(id) => (
                  <input
                    id={id}
                    type="date"
                    className={INPUT}
                    value={exception.from}
                    onChange={(event) => setException(index, { from: event.target.value })}
                  />
                )}
              </Field>
              <Field label={M.to}>
                {(id) => (
                  <input
                    id={id}
                    type="date"
                    className={INPUT}
                    value={exception.to}
                    onChange={(event) => setException(index, { to: event.target.value })}
                  />
                )}
              </Field>
              <Field label={M.note}>
                {(id) => (
                  <input
                    id={id}
                    className={INPUT}
                    value={exception.note}
                    onChange={(event) => setException(index, { note: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <IntervalsEditor
              label={`${exception.from} – ${exception.to}`}
              intervals={exception.intervals}
              onChange={(intervals) => setException(index, { intervals })}
            />
            <button
              type="button"
              className="self-start text-sm text-ink-soft underline hover:text-gold"
              onClick={() =>
                setHours({ ...hours, exceptions: hours.exceptions.filter((_, n) => n !== index) })
              }
            >
              {M.removeException}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="self-start text-sm text-gold underline"
        onClick={() => {
          const today = new Date().toISOString().slice(0, 10);
          setHours({
            ...hours,
            exceptions: [...hours.exceptions, { from: today, to: today, intervals: [], note: '' }],
          });
        }}
      >
        {M.addException}
      </button>
    </SettingsSection>
  );
}
