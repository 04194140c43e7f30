import { type FormEvent, useId, useState } from 'react';
import { type StockCountChange, useSetStockCount } from '#client/api/admin-stock-counts.ts';
import { INLINE_FIELD, SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { SIZES, type Size } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';
import { STOCK_COUNT_MAX, type StockCount, stockLevel } from '#shared/stock-counts.ts';
import { StockToggles } from './StockToggles.tsx';

/** "Out of stock" or "Low: 2 left" beside a counted size; nothing while there are enough. */
function LevelMark({ quantity }: { quantity: number }) {
  const words = useMessages().stockCounts.card;
  const { lowStockThreshold } = useShopSettings().stock;
  const level = stockLevel(quantity, lowStockThreshold);
  if (level === 'enough') return null;
  return (
    <span
      data-level={level}
      className={`rounded px-2 py-0.5 text-xs font-medium ${level === 'out' ? 'bg-red-900/60 text-red-200' : 'bg-gold/20 text-gold'}`}
    >
      {level === 'out' ? words.out : words.low(quantity)}
    </span>
  );
}

/** One size's number of bottles: empty is "not counted"; saved on its own. */
function SizeCount({ product, size, counted }: { product: Product; size: Size; counted: number | null }) {
  const m = useMessages();
  const language = useLanguage();
  const words = m.stockCounts.card;
  const id = useId();
  const setCount = useSetStockCount();
  const [draft, setDraft] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; text: string } | null>(null);
  const value = draft ?? (counted === null ? '' : String(counted));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const change: StockCountChange = {
      productId: product.id,
      size,
      quantity: text === '' ? null : Number(text),
    };
    setOutcome(null);
    setCount.mutate(change, {
      onSuccess: () => {
        setDraft(null);
        setOutcome({ kind: 'saved' });
      },
      onError: (error) => setOutcome({ kind: 'failed', text: refusalText(error, m, language) }),
    });
  };

  return (
    <form method="post" onSubmit={save} noValidate className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-xs text-ink-soft">
        {words.count(m.fn.sizeLabel(size))}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={STOCK_COUNT_MAX}
        step={1}
        dir="ltr"
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        className={`${INLINE_FIELD} w-20 py-1 text-sm`}
      />
      <button
        type="submit"
        disabled={setCount.isPending}
        aria-label={`${product.name} ${words.save(m.fn.sizeLabel(size))}`}
        className={SMALL_BUTTON}
      >
        {m.adminSettings.save}
      </button>
      {counted === null ? null : <LevelMark quantity={counted} />}
      <span aria-live="polite" className="text-xs">
        {outcome?.kind === 'saved' ? <span className="text-success">{words.saved}</span> : null}
      </span>
      {outcome?.kind === 'failed' ? (
        <span role="alert" className="text-xs text-red-300">
          {outcome.text}
        </span>
      ) : null}
    </form>
  );
}

const countOf = (counts: readonly StockCount[], productId: string, size: Size) =>
  counts.find((c) => c.productId === productId && c.size === size)?.quantity ?? null;

/**
 * A product's stock in the admin list (docs/decisions/189): each size's number of bottles, marked
 * low or out, and the "In stock" / "Sold out" switch for the sizes not counted. `counts` come with
 * the brand's page of perfumes (docs/decisions/202).
 */
export function SizeStock({ product, counts: data }: { product: Product; counts: readonly StockCount[] }) {
  const words = useMessages().stockCounts.card;
  const uncounted = SIZES.filter((size) => countOf(data, product.id, size) === null);
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-night-line p-2">
      <legend className="px-1 text-xs text-ink-soft">{words.legend}</legend>
      {SIZES.map((size) => (
        <SizeCount key={size} product={product} size={size} counted={countOf(data, product.id, size)} />
      ))}
      <p className="text-xs text-ink-soft">{words.hint}</p>
      {uncounted.length > 0 ? (
        // Drawn anew when a size starts or stops being counted: its switch reads the shop's state again.
        <StockToggles
          key={`${uncounted.join(',')}|${product.soldOutSizes.join(',')}`}
          product={product}
          sizes={uncounted}
        />
      ) : null}
    </fieldset>
  );
}
