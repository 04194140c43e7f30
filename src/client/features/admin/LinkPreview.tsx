import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import type { Product } from '#shared/product.ts';
import { previewImageUrlIn } from '#shared/product-image.ts';
import { productDescription, productTitle } from '#shared/product-seo.ts';
import { SmallImageNote } from './SmallImageWarning.tsx';

/**
 * What a chat shows when the product's link is sent (docs/decisions/082): the preview picture,
 * the title, the description and the shop's domain, from the same builders as the page's head,
 * as a link to the product page in the admin's language shows (docs/decisions/179).
 */
export function LinkPreview({ product }: { product: Product }) {
  const m = useMessages();
  const { publicUrl, settings } = usePublicConfig();
  const language = useLanguage();
  const domain = new URL(publicUrl).host;
  const title = m.linkPreview.title;
  return (
    <figure aria-label={title} className="flex flex-col gap-2">
      <figcaption className="text-xs uppercase tracking-widest text-ink-soft">{title}</figcaption>
      <div className="overflow-hidden rounded border border-night-line bg-night-soft">
        {product.previewImageUrl ? (
          <img
            src={previewImageUrlIn(product.previewImageUrl, language)}
            width={1200}
            height={630}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[1200/630] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-0.5 p-2 text-start">
          <span className="text-xs text-ink-soft">{domain}</span>
          <span className="text-sm font-medium text-ink">
            {productTitle(product, language, m, settings.shop.name)}
          </span>
          <span className="line-clamp-2 text-xs text-ink-soft">{productDescription(product, language)}</span>
        </div>
      </div>
      <SmallImageNote width={product.imageWidth} height={product.imageHeight} />
    </figure>
  );
}
