import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { SIZES } from '#shared/constants.ts';
import type { PricesSection } from '#shared/settings-types.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

const toCents = (dollars: string) => Math.round(Number(dollars) * 100);

/** Each size's price and whether it is sold, the exchange rate, and LBP display. */
export function PricesSectionForm({ initial }: { initial: PricesSection }) {
  const M = useMessages().adminSettings.prices;
  const [draft, setDraft] = useSectionDraft('prices', M.title, () => ({
    sizes: Object.fromEntries(
      SIZES.map((size) => [
        size,
        { price: (initial.sizes[size].priceCents / 100).toFixed(2), isOnSale: initial.sizes[size].isOnSale },
      ]),
    ) as Record<(typeof SIZES)[number], { price: string; isOnSale: boolean }>,
    rate: String(initial.lbpPerUsd),
    isLbpShown: initial.isLbpShown,
  }));
  const { sizes, rate, isLbpShown } = draft;
  const setSizes = (next: typeof sizes) => setDraft({ ...draft, sizes: next });
  const setRate = (next: string) => setDraft({ ...draft, rate: next });
  const setLbpShown = (next: boolean) => setDraft({ ...draft, isLbpShown: next });

  return (
    <SettingsSection
      draftKey="prices"
      title={M.title}
      labels={{ sizes: M.title, lbpPerUsd: M.lbpPerUsd }}
      onSave={() =>
        saveSettingsSection('prices', {
          sizes: {
            '100': { priceCents: toCents(sizes['100'].price), isOnSale: sizes['100'].isOnSale },
            '50': { priceCents: toCents(sizes['50'].price), isOnSale: sizes['50'].isOnSale },
          },
          lbpPerUsd: Number(rate),
          isLbpShown,
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SIZES.map((size) => (
          <div key={size} className="flex flex-col gap-2">
            <Field label={M.sizePrice(size)}>
              {(id) => (
                <input
                  id={id}
                  type="number"
                  min="0.01"
                  step="0.01"
                  className={INPUT}
                  value={sizes[size].price}
                  onChange={(event) =>
                    setSizes({ ...sizes, [size]: { ...sizes[size], price: event.target.value } })
                  }
                />
              )}
            </Field>
            <label className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                checked={sizes[size].isOnSale}
                onChange={(event) =>
                  setSizes({ ...sizes, [size]: { ...sizes[size], isOnSale: event.target.checked } })
                }
              />
              {M.onSale(size)}
            </label>
          </div>
        ))}
        <Field label={M.lbpPerUsd}>
          {(id) => (
            <input
              id={id}
              type="number"
              min="1"
              step="1"
              className={INPUT}
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 self-end text-ink">
          <input
            type="checkbox"
            checked={isLbpShown}
            onChange={(event) => setLbpShown(event.target.checked)}
          />
          {M.isLbpShown}
        </label>
      </div>
    </SettingsSection>
  );
}
