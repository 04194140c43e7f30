import { useId } from 'react';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { areaFeeCents, areaName } from '#shared/delivery.ts';
import type { DeliveryChoice, DeliverySection } from '#shared/delivery-types.ts';
import { formatPrice } from '#shared/prices.ts';
import type { PricesSection } from '#shared/settings-types.ts';

const choiceValue = (choice: DeliveryChoice | null) =>
  choice === null ? '' : choice.method === 'pickup' ? 'pickup' : `area:${choice.areaId}`;

/**
 * Checkout's delivery question, shown only when the shop lists areas (docs/decisions/143): one
 * radio per area with its fee for these perfumes, and pickup when the shop offers it.
 */
export function DeliveryChooser({
  section,
  prices,
  itemsTotalCents,
  value,
  error,
  disabled,
  onChange,
}: {
  section: DeliverySection;
  prices: PricesSection;
  itemsTotalCents: number;
  value: DeliveryChoice | null;
  error: string | null;
  disabled: boolean;
  onChange(choice: DeliveryChoice): void;
}) {
  const m = useMessages();
  const language = useLanguage();
  const words = m.delivery.checkout;
  const id = useId();
  const money = (cents: number) => formatPrice(cents, prices, m.fn.dollars, m.fn.pounds);
  const selected = choiceValue(value);
  const option = (choice: DeliveryChoice, label: string, fee: string, note: string | null) => (
    <label
      key={choiceValue(choice)}
      className="flex cursor-pointer items-center justify-between gap-3 rounded border border-night-line px-3 py-2 has-[:checked]:border-gold"
    >
      <span className="flex items-center gap-3">
        <input
          type="radio"
          name={`${id}-delivery`}
          value={choiceValue(choice)}
          checked={selected === choiceValue(choice)}
          disabled={disabled}
          required
          onChange={() => onChange(choice)}
        />
        <span className="text-ink">
          {label}
          {note ? <span className="block text-sm text-ink-soft">{note}</span> : null}
        </span>
      </span>
      <span className="text-ink">{fee}</span>
    </label>
  );

  return (
    <fieldset
      data-testid="delivery-chooser"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2 rounded-lg border border-night-line bg-night-soft p-4"
    >
      <legend className="px-1 font-display text-lg text-ink">{words.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {words.hint}
      </p>
      {section.areas.map((area) => {
        const fee = areaFeeCents(area, itemsTotalCents);
        const note =
          area.freeFromCents !== null && fee > 0 ? words.freeFrom(m.fn.dollars(area.freeFromCents)) : null;
        return option(
          { method: 'area', areaId: area.id },
          areaName(area.names, language),
          fee === 0 ? words.free : money(fee),
          note,
        );
      })}
      {section.isPickupOffered ? option({ method: 'pickup' }, words.pickup, words.free, null) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
