import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ServerHtml } from '#client/lib/server-html.tsx';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import { styleWord } from '#shared/fragrance-words.ts';
import { DEFAULT_LANGUAGE, descriptionLang, localizedPath, localizeProduct } from '#shared/i18n/languages.ts';
import { PATHS, perfumesByBrandPath } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { productBrandLabel } from '#shared/product-display.ts';
import { absoluteUrl } from '#shared/seo/absolute-url.ts';
import { FragranceDetails } from './FragranceDetails.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { ShareButton } from './ShareButton.tsx';

interface ProductViewProps {
  product: Product;
  /** The sizes, quantities and Add to Cart (the cart's own part). */
  purchase: ReactNode;
  /** "More from {brand}" below the product. */
  more: ReactNode;
}

/** /perfumes/{slug}: everything about one perfume (docs/decisions/080). */
export function ProductView({ product: stored, purchase, more }: ProductViewProps) {
  const language = useLanguage();
  // The visitor's language where the owner translated the name and description.
  const product = localizeProduct(stored, language);
  const messages = useMessages();
  const m = messages.productPage;
  const brand = productBrandLabel(product.brand);
  const style = product.style ? styleWord(product.style, language, messages.fragranceWords) : null;
  const url = absoluteUrl(usePublicConfig().publicUrl, localizedPath(language, product.path));
  return (
    <article aria-labelledby="product-name">
      {/* Words and links are the server's HTML on the page it sent; the picture's zoom, the sizes
          and Add to Cart, and the share button hydrate (docs/decisions/198). */}
      <ServerHtml>
        <nav aria-label={m.breadcrumb} className="mb-6 text-sm text-ink-soft">
          <ol className="flex flex-wrap gap-2">
            {[
              [m.home, PATHS.home],
              [m.perfumes, PATHS.perfumes],
              [brand, perfumesByBrandPath(product.brand)],
            ].map(([label, to]) => (
              <li key={to}>
                <Link to={to ?? PATHS.home} className="hover:text-gold">
                  <bdi>{label}</bdi>
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
            ))}
            <li aria-current="page" className="text-ink">
              <bdi>{product.name}</bdi>
            </li>
          </ol>
        </nav>
      </ServerHtml>
      <div className="grid gap-8 md:grid-cols-2">
        <PhotoGallery product={product} />
        <div>
          <ServerHtml>
            <Link
              to={perfumesByBrandPath(product.brand)}
              className="text-sm uppercase tracking-widest text-gold hover:underline"
            >
              <bdi>{brand}</bdi>
            </Link>
            {/* The owner's names and words may run the other way than the page (docs/decisions/181). */}
            <h1 id="product-name" className="mt-2 font-display text-4xl text-ink">
              <bdi>{product.name}</bdi>
            </h1>
            <p className="mt-2 text-sm text-ink-soft">
              {m.category}: {messages.perfumes.genders[product.category]}
              {style ? (
                <>
                  {` · ${m.style}: `}
                  {/* A style the shop knows shows in the page's language; another is the owner's own
                    word, in the shop's default language, isolated (docs/decisions/181). */}
                  <bdi lang={style.isTranslated ? undefined : DEFAULT_LANGUAGE}>{style.text}</bdi>
                </>
              ) : null}
            </p>
            <p
              lang={descriptionLang(stored, language)}
              dir="auto"
              className="mt-4 whitespace-pre-line leading-relaxed text-ink-soft"
            >
              {product.description}
            </p>
            <FragranceDetails product={product} />
          </ServerHtml>
          <div className="mt-6">{purchase}</div>
          <div className="mt-6">
            <ShareButton url={url} title={product.name} text={m.shareText(product.name, brand)} />
          </div>
        </div>
      </div>
      {more}
    </article>
  );
}
