import { useMessages } from '#client/i18n/language-context.ts';
import { CONCENTRATIONS } from '#shared/fragrance.ts';

/** The <option>s of a concentration select, after one for "none" labelled `emptyLabel`. */
export function ConcentrationOptions({ emptyLabel }: { emptyLabel: string }) {
  const m = useMessages();
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CONCENTRATIONS.map((concentration) => (
        <option key={concentration} value={concentration}>
          {m.fragrance.concentrations[concentration]}
        </option>
      ))}
    </>
  );
}
