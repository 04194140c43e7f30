import { useState } from 'react';
import { Dialog } from '#client/components/ui/Dialog.tsx';
import { ProductImage } from '#client/components/ui/ProductImage.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import type { Product } from '#shared/product.ts';
import { PAGE_IMAGE_SIZES } from '#shared/product-image.ts';

/**
 * The product's picture, large, fetched first (it is the page's largest element); a tap or click
 * opens it over the page at full size. A native <dialog> keeps focus inside and closes on Escape.
 * The picture is a link to the large picture itself, so a tap before the page's code has run (or
 * without JavaScript) still shows it, as the browser's own page (docs/decisions/211).
 */
export function ImageZoom({
  product,
  isPriority = true,
}: {
  /** The picture and its text alternative: the product's own, or one photo of its gallery. */
  product: Pick<Product, 'name' | 'imageUrl' | 'imageSrcSet' | 'imageAvifSrcSet'>;
  /** Only the page's first picture is fetched first; a gallery's others wait until shown. */
  isPriority?: boolean;
}) {
  const m = useMessages().productPage;
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <a
        href={product.imageUrl}
        aria-label={m.zoomImage}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-night-line"
      >
        <ProductImage product={product} isPriority={isPriority} sizes={PAGE_IMAGE_SIZES} />
      </a>
      <Dialog
        isOpen={isOpen}
        label={m.zoomDialog(product.name)}
        isBackdropDismiss
        onCancel={() => setOpen(false)}
        className="m-auto max-h-[95vh] max-w-[95vw] bg-transparent p-0 backdrop:bg-black/85"
      >
        <div className="relative">
          <ProductImage
            product={product}
            sizes="95vw"
            className="max-h-[90vh] w-auto max-w-[95vw] bg-night object-contain"
          />
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="absolute end-2 top-2 rounded bg-night/90 px-3 py-1.5 text-sm text-ink hover:text-gold"
          >
            {m.closeZoom}
          </button>
        </div>
      </Dialog>
    </>
  );
}
