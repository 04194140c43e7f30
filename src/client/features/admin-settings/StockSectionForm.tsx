import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { StockSection } from '#shared/settings-types.ts';
import { LOW_STOCK_THRESHOLD_MAX } from '#shared/stock-counts.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

/** When a counted size reads as low in the product list and the figures (docs/decisions/190). */
export function StockSectionForm({ initial }: { initial: StockSection }) {
  const M = useMessages().stockCounts.settings;
  const [form, setForm] = useSectionDraft('stock', M.title, () => ({
    lowStockThreshold: String(initial.lowStockThreshold),
  }));
  return (
    <SettingsSection
      draftKey="stock"
      title={M.title}
      intro={M.intro}
      labels={{ lowStockThreshold: M.threshold }}
      // The server checks the number: a blank or a fraction is refused with its reason.
      onSave={() =>
        saveSettingsSection('stock', {
          lowStockThreshold:
            form.lowStockThreshold.trim() === '' ? Number.NaN : Number(form.lowStockThreshold),
        })
      }
    >
      <Field label={M.threshold}>
        {(id) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={LOW_STOCK_THRESHOLD_MAX}
            step={1}
            dir="ltr"
            className={`${INPUT} max-w-32`}
            value={form.lowStockThreshold}
            onChange={(event) => setForm({ lowStockThreshold: event.target.value })}
          />
        )}
      </Field>
    </SettingsSection>
  );
}
