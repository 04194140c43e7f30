import { CONCENTRATIONS } from '#shared/fragrance.ts';
import { MESSAGES } from '#shared/messages.ts';

/** The <option>s of a concentration select, after one for "none" labelled `emptyLabel`. */
export function ConcentrationOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CONCENTRATIONS.map((concentration) => (
        <option key={concentration} value={concentration}>
          {MESSAGES.fragrance.concentrations[concentration]}
        </option>
      ))}
    </>
  );
}
