import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrandLabel } from '#client/api/brands.ts';
import { useLanguage } from '#client/i18n/language-context.ts';
import { ServerHtml } from '#client/lib/server-html.tsx';
import { descriptionLang, localizeProduct } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';
import { productBrandLabel, productDescriptionPreview } from '#shared/product-display.ts';
import { ProductImage } from './ProductImage.tsx';
import { SizePrices } from './SizePrices.tsx';

/** Renders something in a card below its text: the pages pass their Add to Cart button here. */
export type RenderProductAction = (product: Product) => ReactNode;

interface ProductCardProps {
  product: Product;
  renderAction?: RenderProductAction | undefined;
  isAboveFold?: boolean;
}

export function ProductCard({ product: stored, renderAction, isAboveFold = false }: ProductCardProps) {
  // The visitor's language where the owner translated the name and description.
  const language = useLanguage();
  const product = localizeProduct(stored, language);
  const brandLabel = useBrandLabel(language);
  return (
    <article
      data-testid="product-card"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-night-line bg-night-soft"
    >
      {/* The picture and the name open the product's page (one tab stop: the name); the card's
          own button stays a button. Text and picture are the server's HTML on the page it sent:
          only the button hydrates (docs/decisions/198). */}
      <ServerHtml>
        <Link to={product.path} tabIndex={-1}>
          <ProductImage product={product} isAboveFold={isAboveFold} />
        </Link>
      </ServerHtml>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <ServerHtml>
          <p className="text-xs uppercase tracking-widest text-gold">
            <bdi>{brandLabel(productBrandLabel(product.brand))}</bdi>
          </p>
          <h3 className="font-display text-base text-ink sm:text-lg">
            <Link to={product.path} className="hover:text-gold focus-visible:text-gold">
              <bdi>{product.name}</bdi>
            </Link>
          </h3>
          {/* Two cards share a phone's width: the description stays, cut to three lines there. */}
          <p
            lang={descriptionLang(stored, language)}
            dir="auto"
            className="line-clamp-3 text-sm leading-relaxed text-ink-soft sm:line-clamp-none"
          >
            {productDescriptionPreview(product.description)}
          </p>
          <SizePrices product={product} />
        </ServerHtml>
        {renderAction ? <div className="mt-auto pt-3">{renderAction(product)}</div> : null}
      </div>
    </article>
  );
}

/** Two rows of four on a laptop, four rows of two on a phone. */
const FIRST_SCREEN_CARDS = 8;
/**
 * A card not yet drawn holds the height it will have: its square picture (its column's width, from
 * the grid's width, `cqw`) and the text under it (15rem on two columns, 17rem on four; measured
 * from 320 to 1920 px, within 1.5rem). A flat guess was off by up to 5rem a card on a phone, and a
 * jump to the pager moved it under the pointer as the cards above were drawn.
 */
const OFFSCREEN_CARD =
  '[content-visibility:auto] [contain-intrinsic-size:auto_calc((100cqw_-_0.75rem)/2_+_15rem)] sm:[contain-intrinsic-size:auto_calc((100cqw_-_1.5rem)/2_+_15rem)] lg:[contain-intrinsic-size:auto_calc((100cqw_-_4.5rem)/4_+_17rem)]';

interface ProductGridProps {
  products: readonly Product[];
  renderAction?: RenderProductAction | undefined;
  /** How many cards are in the first screenful (their images load at once). */
  aboveFoldCount?: number;
  /**
   * How many cards are drawn with the page; the rest wait until scrolled near. A grid that starts
   * below the first screen (the home page's news, more from a product's brand) passes 0
   * (docs/decisions/225).
   */
  drawnAtOnce?: number;
  label?: string;
}

export function ProductGrid({
  products,
  renderAction,
  aboveFoldCount = 0,
  drawnAtOnce = FIRST_SCREEN_CARDS,
  label,
}: ProductGridProps) {
  return (
    <ul aria-label={label} className="@container grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {products.map((product, index) => (
        // Cards past the first screens skip layout and paint until they are scrolled near; `auto`
        // keeps the height a card last had.
        <li key={product.id} className={index < drawnAtOnce ? undefined : OFFSCREEN_CARD}>
          <ProductCard product={product} renderAction={renderAction} isAboveFold={index < aboveFoldCount} />
        </li>
      ))}
    </ul>
  );
}
