import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useSetProductPrices } from '#client/api/admin-product-prices.ts';
import { FIELD, LABEL_CLASS, SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { SIZES, type Size } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';
import type { ProductSizePrice } from '#shared/product-price.ts';
import { checkDrafts, type DraftField, type SizePriceDrafts, toDrafts } from './size-price-draft.ts';

const LINK_BUTTON = 'justify-self-start text-xs text-ink-soft underline hover:text-gold';

type PriceProblem = { size: Size; field: DraftField; message: string };

interface SizePriceInputsProps {
  drafts: SizePriceDrafts;
  onChange: (size: Size, part: Partial<SizePriceDrafts[Size]>) => void;
  problem: PriceProblem | null;
  /** The ids of the fields start with it: `${idBase}-${size}-${field}`. */
  idBase: string;
  /** Enter in a price: the edit form saves the prices alone; without it Enter submits the form. */
  onEnter?: (() => void) | undefined;
  /** Under the fields: the edit form's own Save button and its status. */
  footer?: ReactNode;
}

/**
 * The price and sale fields of each size, their default the shop's price (docs/decisions/187, 188,
 * 203): on the form of a new perfume and of one being edited.
 */
export function SizePriceInputs({
  drafts,
  onChange,
  problem,
  idBase: id,
  onEnter,
  footer,
}: SizePriceInputsProps) {
  const m = useMessages();
  const texts = m.perfumePrices;
  const { prices } = useShopSettings();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !onEnter) return;
    event.preventDefault();
    onEnter();
  };

  const field = (size: Size, name: DraftField, label: string, type: 'text' | 'date', hint?: string) => {
    const fieldId = `${id}-${size}-${name}`;
    const isBad = problem?.size === size && problem.field === name;
    const described = [hint ? `${fieldId}-hint` : '', isBad ? `${id}-problem` : ''].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={fieldId} className={LABEL_CLASS}>
          {label}
        </label>
        <input
          id={fieldId}
          name={`${name}${size}`}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          dir="ltr"
          value={drafts[size][name]}
          placeholder={name === 'price' ? (prices.sizes[size].priceCents / 100).toFixed(2) : undefined}
          aria-invalid={isBad || undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(size, { [name]: event.target.value })}
          onKeyDown={onKeyDown}
          className={FIELD}
        />
        {hint ? (
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-ink-soft">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="grid gap-4 rounded border border-night-line p-4 md:col-span-2 md:grid-cols-2"
    >
      <legend className="px-1 font-display text-lg text-gold">{texts.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft md:col-span-2">
        {texts.hint}
      </p>
      {SIZES.map((size) => {
        const sizeName = m.fn.sizeLabel(size);
        return (
          <div key={size} data-testid={`size-price-${size}`} className="grid content-start gap-3">
            {field(
              size,
              'price',
              texts.priceLabel(sizeName),
              'text',
              texts.shopPrice(m.fn.dollars(prices.sizes[size].priceCents)),
            )}
            {drafts[size].price !== '' ? (
              <button type="button" className={LINK_BUTTON} onClick={() => onChange(size, { price: '' })}>
                {texts.useShopPrice}
              </button>
            ) : null}
            {field(size, 'salePrice', texts.salePriceLabel(sizeName), 'text')}
            <div className="grid grid-cols-2 gap-3">
              {field(size, 'saleFrom', texts.saleFrom, 'date')}
              {field(size, 'saleTo', texts.saleTo, 'date')}
            </div>
            {drafts[size].salePrice !== '' || drafts[size].saleFrom !== '' || drafts[size].saleTo !== '' ? (
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => onChange(size, { salePrice: '', saleFrom: '', saleTo: '' })}
              >
                {texts.clearSale}
              </button>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        {footer}
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-300">
            {problem.message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The typed prices of a form, checked with the server's rules (size-price-draft.ts): the field at
 * fault is named and focused before anything is sent.
 */
export function usePriceDrafts(initial: SizePriceDrafts) {
  const texts = useMessages().perfumePrices;
  const { prices } = useShopSettings();
  const idBase = useId();
  const [drafts, setDrafts] = useState<SizePriceDrafts>(initial);
  const [problem, setProblem] = useState<PriceProblem | null>(null);
  const change = (size: Size, part: Partial<SizePriceDrafts[Size]>) => {
    setProblem(null);
    setDrafts((old) => ({ ...old, [size]: { ...old[size], ...part } }));
  };
  const check = (): ProductSizePrice[] | null => {
    const checked = checkDrafts(drafts, prices, texts);
    if (checked.ok) return checked.sizes;
    setProblem(checked);
    document.getElementById(`${idBase}-${checked.size}-${checked.field}`)?.focus();
    return null;
  };
  return { drafts, setDrafts, problem, change, check, idBase };
}

/**
 * The edited perfume's own prices and sales (docs/decisions/187, 188). Saved on their own, to
 * their own address: the product's fields and image travel with the form's main button.
 */
export function SizePriceFields({ product }: { product: Product }) {
  const texts = useMessages().perfumePrices;
  const form = usePriceDrafts(toDrafts(product.sizePrices));
  const [status, setStatus] = useState<string | null>(null);
  const save = useSetProductPrices();

  const submit = async () => {
    setStatus(null);
    const sizes = form.check();
    if (!sizes) return;
    try {
      const saved = await save.mutateAsync({ productId: product.id, sizes });
      form.setDrafts(toDrafts(saved.sizes));
      setStatus(texts.saved);
    } catch {
      setStatus(texts.saveFailed);
    }
  };

  return (
    <SizePriceInputs
      drafts={form.drafts}
      onChange={(size, part) => {
        setStatus(null);
        form.change(size, part);
      }}
      problem={form.problem}
      idBase={form.idBase}
      onEnter={() => void submit()}
      footer={
        <>
          <button
            type="button"
            onClick={() => void submit()}
            disabled={save.isPending}
            aria-busy={save.isPending}
            className={SECONDARY_BUTTON_CLASS}
          >
            {texts.save}
          </button>
          <p role="status" className="text-sm text-ink-soft">
            {status}
          </p>
        </>
      }
    />
  );
}
