import { useState } from 'react';
import { Link } from 'react-router';
import { DANGER_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';
import { imageSrcSet } from '#shared/product-image.ts';
import type { StockCount } from '#shared/stock-counts.ts';
import { LinkPreview } from './LinkPreview.tsx';
import { SizeStock } from './SizeStock.tsx';

interface ProductCardProps {
  product: Product;
  /** The counted sizes of the perfumes shown with it (docs/decisions/189). */
  stockCounts: readonly StockCount[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The placeholder SPEC §8 names for an image that fails to load. */
const PLACEHOLDER_IMAGE = '/placeholder.jpg';

/** SPEC §2: image, name, description, "Category: {category}", the green note, Update and Delete. */
export function ProductCard({ product, stockCounts, onEdit, onDelete }: ProductCardProps) {
  const m = useMessages();
  const [hasFailed, setFailed] = useState(false);
  const admin = m.admin;
  return (
    <article
      aria-label={product.name}
      className="flex flex-col overflow-hidden rounded border border-night-line bg-night"
    >
      <img
        src={hasFailed ? PLACEHOLDER_IMAGE : product.imageUrl}
        srcSet={hasFailed ? undefined : imageSrcSet(product.imageUrl, 'webp') || undefined}
        sizes="(min-width: 1024px) 260px, (min-width: 640px) 45vw, 92vw"
        width={320}
        height={320}
        alt={product.name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="aspect-square w-full bg-night-soft object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h4 className="font-display text-lg text-ink">
          <Link to={product.path} className="hover:text-gold focus-visible:text-gold">
            <bdi>{product.name}</bdi>
          </Link>
        </h4>
        {/* The default text, in the shop's default language whatever the admin page's. */}
        <p lang={DEFAULT_LANGUAGE} dir="auto" className="text-sm text-ink-soft">
          {product.description}
        </p>
        <p className="text-sm text-ink-soft">{m.fn.categoryLine(product.category)}</p>
        {product.backgroundRemoved ? (
          <p className="text-sm font-medium text-success">{admin.backgroundRemovedNote}</p>
        ) : null}
        <SizeStock product={product} counts={stockCounts} />
        <LinkPreview product={product} />
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            onClick={() => onEdit(product)}
            aria-label={`${admin.update} ${product.name}`}
            className={`${SECONDARY_BUTTON_CLASS} px-4 py-2`}
          >
            {admin.update}
          </button>
          <button
            type="button"
            onClick={() => onDelete(product)}
            aria-label={`${admin.delete} ${product.name}`}
            className={DANGER_BUTTON_CLASS}
          >
            {admin.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
