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
  /** False for a card below the first screens: its text is drawn when scrolled near (ADR 225). */
  isDrawnAtOnce?: boolean;
}

export function ProductCard({
  product: stored,
  renderAction,
  isAboveFold = false,
  isDrawnAtOnce = true,
}: ProductCardProps) {
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
        <ServerHtml className={isDrawnAtOnce ? undefined : OFFSCREEN_CARD_TEXT}>
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
 * A card below the first screens draws its text (brand, name, description, prices: the part that
 * costs a layout) when scrolled near, holding the height it will have: 9.75rem on two columns,
 * 9.25rem from 640 px, 10.5rem on four columns (the tallest card of a row, measured from 320 to
 * 1920 px in English, French and Arabic, within about a rem). Its picture and its Add to Cart are
 * drawn with the page: a form's fields inside a part not drawn make the browser draw that part on
 * its own when it looks over the page's forms once loaded (Chrome's autofill does, a card at a
 * time: docs/decisions/226).
 */
const OFFSCREEN_CARD_TEXT =
  'flex flex-col gap-1 [content-visibility:auto] [contain-intrinsic-size:auto_9.75rem] sm:[contain-intrinsic-size:auto_9.25rem] lg:[contain-intrinsic-size:auto_10.5rem]';

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
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            renderAction={renderAction}
            isAboveFold={index < aboveFoldCount}
            isDrawnAtOnce={index < drawnAtOnce}
          />
        </li>
      ))}
    </ul>
  );
}
