import { useMessages } from '#client/i18n/language-context.ts';
import type { SizeQuote } from '#shared/product-price.ts';
import { PriceText } from './PriceText.tsx';

/**
 * A bottle's price now; during a sale the regular price struck through beside it (docs/decisions/188).
 * The struck pair is read as one sentence ("Was $12.00, now $9.00"): a screen reader says nothing
 * of a line through a number.
 */
export function QuotedPrice({ quote, isShort = false }: { quote: SizeQuote; isShort?: boolean }) {
  const m = useMessages();
  if (quote.cents >= quote.regularCents) return <PriceText cents={quote.cents} isShort={isShort} />;
  const dollars = isShort ? m.fn.dollarsShort : m.fn.dollars;
  return (
    <span data-testid="sale-price">
      <span className="sr-only">
        {m.perfumePrices.wasNow(dollars(quote.regularCents), dollars(quote.cents))}
      </span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-1.5">
        <s data-testid="was-price" className="font-normal text-ink-soft">
          <bdi className="whitespace-nowrap">{dollars(quote.regularCents)}</bdi>
        </s>
        <PriceText cents={quote.cents} isShort={isShort} />
      </span>
    </span>
  );
}
