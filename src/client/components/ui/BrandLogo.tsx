import { useState } from 'react';
import type { Brand } from '#shared/brands.ts';
import { BRAND_LOGO_HEIGHT, BRAND_LOGO_WIDTH } from '#shared/constants.ts';

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
