import { type CSSProperties, useState } from 'react';
import type { Brand } from '#shared/brands.ts';
import { BRAND_LOGO_HEIGHT, BRAND_LOGO_WIDTH } from '#shared/constants.ts';
import { isDrawnWordmark, wordmarkScale } from '#shared/wordmark.ts';

interface BrandLogoProps {
  brand: Pick<Brand, 'name' | 'logoUrl'>;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** When the brand's name is written beside the logo, the logo says nothing more. */
  isDecorative?: boolean;
}

/** A brand's logo; one that fails to load becomes a placeholder carrying the name (SPEC §3). */
const LOGO_BOX = { aspectRatio: `${BRAND_LOGO_WIDTH} / ${BRAND_LOGO_HEIGHT}` } as const;

export function BrandLogo({ brand, className, loading = 'lazy', isDecorative = false }: BrandLogoProps) {
  const [fallback, setFallback] = useState<string | null>(null);
  if (isDrawnWordmark(brand.logoUrl))
    return <Wordmark name={brand.name} className={className} isDecorative={isDecorative} />;
  const onError = () => {
    if (fallback) return;
    // Loaded only when a logo fails: the brands module brings zod, which the home page does not need.
    void import('#shared/brands.ts').then(({ brandLogoFallbackSrc }) =>
      setFallback(brandLogoFallbackSrc(brand.name)),
    );
  };
  return (
    <img
      src={fallback ?? brand.logoUrl}
      alt={isDecorative ? '' : brand.name}
      width={BRAND_LOGO_WIDTH}
      height={BRAND_LOGO_HEIGHT}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={onError}
      // An owner's logo keeps its own proportions inside the wordmark's box.
      className={`object-contain ${className ?? ''}`}
      // The logo's box is known before it loads, whatever width the card gives it: nothing shifts.
      style={LOGO_BOX}
    />
  );
}

/**
 * The drawn wordmark of a brand without a logo, as text rather than a picture of it: the page
 * carries the name it already knows, with no request and no separate document for the browser to
 * build per brand (a page of 60 brands built 60). One element: the stylesheet's `.wordmark` draws
 * it like `/brand-logos/{slug}.svg`, in the logo's box and proportions. The name is drawn from the
 * `data-name` attribute, so, like the picture's, it is not part of the page's text: a card's text
 * is still its name and count once, and a screen reader hears the name from the label.
 */
function Wordmark({
  name,
  className,
  isDecorative,
}: {
  name: string;
  className?: string;
  isDecorative: boolean;
}) {
  return (
    <span
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      data-name={name}
      className={`wordmark ${className ?? ''}`}
      style={{ '--wordmark-scale': wordmarkScale(name).toFixed(3) } as CSSProperties}
    />
  );
}
