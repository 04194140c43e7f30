import { useId } from 'react';
import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { OUTLINE_BUTTON, SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { newDeliveryAreaId } from '#shared/delivery.ts';
import type { DeliverySection } from '#shared/delivery-types.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

interface AreaDraft {
  id: string;
  en: string;
  ar: string;
  fr: string;
  fee: string;
  freeFrom: string;
}

const NAME_FIELDS = [
  { key: 'en', lang: undefined },
  { key: 'ar', lang: 'ar' },
  { key: 'fr', lang: 'fr' },
] as const;
const NAME_LABELS = { en: 'nameEn', ar: 'nameAr', fr: 'nameFr' } as const;
const MONEY_FIELDS = [
  { key: 'fee', isRequired: true },
  { key: 'freeFrom', isRequired: false },
] as const;

const toCents = (dollars: string) => Math.round(Number(dollars) * 100);
const toDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The delivery areas with their names in the three languages, fee and free-delivery amount, and
 * whether customers may pick up at the shop (docs/decisions/143). With no area checkout asks nothing.
 */
export function DeliveryAreasForm({ initial }: { initial: DeliverySection }) {
  const M = useMessages().delivery.settings;
  const [draft, setDraft] = useSectionDraft('delivery', M.title, () => ({
    areas: initial.areas.map(
      (a): AreaDraft => ({
        id: a.id,
        ...a.names,
        fee: toDollars(a.feeCents),
        freeFrom: a.freeFromCents === null ? '' : toDollars(a.freeFromCents),
      }),
    ),
    isPickupOffered: initial.isPickupOffered,
  }));
  const { areas, isPickupOffered } = draft;
  const setAreas = (next: AreaDraft[]) => setDraft({ ...draft, areas: next });
  const setPickupOffered = (next: boolean) => setDraft({ ...draft, isPickupOffered: next });
  const pickupHintId = useId();
  const update = (index: number, patch: Partial<AreaDraft>) =>
    setAreas(areas.map((area, i) => (i === index ? { ...area, ...patch } : area)));

  return (
    <SettingsSection
      draftKey="delivery"
      title={M.title}
      intro={M.intro}
      labels={{ areas: M.areas }}
      onSave={() =>
        saveSettingsSection('delivery', {
          areas: areas.map((a) => ({
            id: a.id,
            names: { en: a.en, ar: a.ar, fr: a.fr },
            feeCents: toCents(a.fee),
            freeFromCents: a.freeFrom.trim() === '' ? null : toCents(a.freeFrom),
          })),
          isPickupOffered,
        })
      }
    >
      <p className="text-sm text-ink-soft">{areas.length === 0 ? M.empty : M.freeFromHint}</p>
      <ol className="flex flex-col gap-4">
        {areas.map((area, index) => (
          <li key={area.id}>
            <fieldset
              data-testid="delivery-area"
              className="grid gap-3 rounded border border-night-line p-4 sm:grid-cols-3"
            >
              <legend className="px-1 text-ink">{M.area(index + 1)}</legend>
              {NAME_FIELDS.map(({ key, lang }) => (
                <Field key={key} label={M[NAME_LABELS[key]]}>
                  {(id) => (
                    <input
                      id={id}
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : undefined}
                      className={INPUT}
                      value={area[key]}
                      required
                      onChange={(e) => update(index, { [key]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
              {MONEY_FIELDS.map(({ key, isRequired }) => (
                <Field key={key} label={M[key]}>
                  {(id) => (
                    <input
                      id={id}
                      type="number"
                      min="0"
                      step="0.01"
                      inputMode="decimal"
                      className={INPUT}
                      value={area[key]}
                      required={isRequired}
                      onChange={(e) => update(index, { [key]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
              <button
                type="button"
                onClick={() => setAreas(areas.filter((_, i) => i !== index))}
                className={`self-end ${SMALL_BUTTON}`}
              >
                {M.remove(area.en)}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() =>
          setAreas([...areas, { id: newDeliveryAreaId(), en: '', ar: '', fr: '', fee: '', freeFrom: '' }])
        }
        className={`self-start ${OUTLINE_BUTTON}`}
      >
        {M.add}
      </button>
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          checked={isPickupOffered}
          aria-describedby={pickupHintId}
          onChange={(e) => setPickupOffered(e.target.checked)}
        />
        {M.pickup}
      </label>
      <p id={pickupHintId} className="text-sm text-ink-soft">
        {M.pickupHint}
      </p>
    </SettingsSection>
  );
}
