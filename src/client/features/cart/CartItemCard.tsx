import { PriceText } from '#client/components/ui/PriceText.tsx';
import { ProductThumbnail } from '#client/components/ui/ProductThumbnail.tsx';
import { SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { AnyCartItem } from '#shared/cart.ts';
import { chooseSize, decreaseSize, itemTotalCents, lineTotalCents, removeSize } from '#shared/cart-rules.ts';
import { SIZES, type UnitPrices } from '#shared/constants.ts';
import type { AvailabilityOf } from './use-availability.ts';

const smallButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border border-night-line px-2 text-sm text-ink hover:border-gold hover:text-gold';

interface CartItemCardProps {
  item: AnyCartItem;
  availabilityOf: AvailabilityOf;
  /** The line's name in the page's language (the cart's perfumes, read once by the page). */
  itemName: (item: AnyCartItem) => string;
  /** This perfume's prices now: its own, a running sale, else the shop's (docs/decisions/187, 188). */
  prices: UnitPrices;
  onSizesChange(item: AnyCartItem, sizes: ReturnType<typeof chooseSize>): void;
  onRemove(item: AnyCartItem): void;
}

/** One cart line (SPEC §2 Cart page): size buttons, chosen sizes with quantities, totals. */
export function CartItemCard({
  item,
  availabilityOf,
  itemName,
  prices,
  onSizesChange,
  onRemove,
}: CartItemCardProps) {
  const AVAILABILITY = useMessages().adminSettings.availability;
  const m = useMessages();
  const headingId = `cart-item-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="cart-item"
      className="flex flex-col gap-4 rounded-lg border border-night-line bg-night-soft p-4 sm:flex-row"
    >
      <ProductThumbnail item={item} size={112} className="h-28 w-28 rounded" />
      <div className="flex flex-1 flex-col gap-3">
        <h2 id={headingId} className="font-display text-xl text-ink">
          <bdi>{itemName(item)}</bdi>
        </h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{m.cart.chooseSize}</legend>
          {SIZES.map((size) => {
            const state = availabilityOf(item.productId, size);
            return (
              <button
                key={size}
                type="button"
                aria-pressed={item.selectedSizes.some((s) => s.size === size)}
                disabled={state !== 'available'}
                onClick={() => onSizesChange(item, chooseSize(item.selectedSizes, size, prices))}
                className="rounded border border-gold/60 px-3 py-1.5 text-sm text-gold hover:bg-gold hover:text-night disabled:cursor-not-allowed disabled:border-night-line disabled:text-ink-soft disabled:hover:bg-transparent aria-pressed:bg-gold/15 aria-pressed:hover:bg-gold"
              >
                {m.cart[`size${size}`]} - <PriceText cents={prices[size]} />
                {state === 'available'
                  ? null
                  : ` (${state === 'sold-out' ? AVAILABILITY.soldOut : AVAILABILITY.notSold})`}
              </button>
            );
          })}
        </fieldset>
        {item.selectedSizes.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {item.selectedSizes.map((selected) => (
              <li
                key={selected.size}
                data-testid={`selected-size-${selected.size}`}
                className="flex flex-wrap items-center gap-2 text-sm"
              >
                <span className="w-14 text-ink">{m.cart[`size${selected.size}`]}</span>
                {availabilityOf(item.productId, selected.size) === 'available' ? null : (
                  <span data-testid="size-unavailable" className="font-semibold text-red-300">
                    {availabilityOf(item.productId, selected.size) === 'sold-out'
                      ? AVAILABILITY.soldOut
                      : AVAILABILITY.notSold}
                  </span>
                )}
                <button
                  type="button"
                  aria-label={`${m.cart.decrease}, ${m.cart[`size${selected.size}`]}`}
                  onClick={() => onSizesChange(item, decreaseSize(item.selectedSizes, selected.size, prices))}
                  className={smallButton}
                >
                  −
                </button>
                <output data-testid="quantity" aria-live="polite" className="w-8 text-center text-ink">
                  {selected.quantity}
                </output>
                <button
                  type="button"
                  aria-label={`${m.cart.increase}, ${m.cart[`size${selected.size}`]}`}
                  onClick={() => onSizesChange(item, chooseSize(item.selectedSizes, selected.size, prices))}
                  className={smallButton}
                >
                  +
                </button>
                <span data-testid="line-price" className="ms-auto min-w-20 text-end text-gold sm:ms-0">
                  <PriceText cents={lineTotalCents(selected, prices)} />
                </span>
                <button
                  type="button"
                  onClick={() => onSizesChange(item, removeSize(item.selectedSizes, selected.size, prices))}
                  className="text-xs text-ink-soft underline hover:text-gold"
                >
                  {m.cart.removeSize}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          {/* A perfume added from a card has no size yet (SPEC §4): it asks for one, never shows $0.00. */}
          {item.selectedSizes.length === 0 ? (
            <p data-testid="item-total" className="text-ink-soft">
              {m.details.chooseSizeInCart}
            </p>
          ) : (
            <p data-testid="item-total" className="text-ink">
              {m.cart.itemTotal}:{' '}
              <span className="text-gold">
                <PriceText cents={itemTotalCents(item, prices)} />
              </span>
            </p>
          )}
          <button type="button" onClick={() => onRemove(item)} className={SMALL_BUTTON}>
            {m.cart.removeItem}
          </button>
        </div>
      </div>
    </article>
  );
}
