import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '#client/lib/http.ts';
import { brandDisplayName } from '#shared/brand-display.ts';
import type { Brand } from '#shared/brands.ts';
import type { Language } from '#shared/i18n/languages.ts';

export const BRANDS_QUERY_KEY = ['brands'] as const;

// Hand-checked rather than with BrandSchema, to keep zod off the home page's first load.
function isBrand(value: unknown): value is Brand {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  const isName = (name: unknown) => name === null || typeof name === 'string';
  return (
    typeof b.name === 'string' &&
    typeof b.slug === 'string' &&
    typeof b.logoUrl === 'string' &&
    isName(b.nameAr) &&
    isName(b.nameFr)
  );
}

/** GET /api/brands: the owner's brands, sorted by name, each with its logo and translated names. */
export async function fetchBrands(signal?: AbortSignal): Promise<Brand[]> {
  const data = await apiFetch<unknown>('/api/brands', signal ? { signal } : {});
  if (!Array.isArray(data) || !data.every(isBrand)) {
    throw new Error('GET /api/brands answered with something other than a brand list');
  }
  return data;
}

export const brandsQueryOptions = queryOptions({
  queryKey: BRANDS_QUERY_KEY,
  queryFn: ({ signal }) => fetchBrands(signal),
  // The owner's own changes refresh it at once (refreshCatalogue); a visitor's view may lag a minute.
  staleTime: 60 * 1000,
});

export function useBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions, enabled: options.enabled ?? true });
}

/**
 * A brand's name as a page in `language` shows it: its Arabic or French name where the owner gave
 * one, the name itself otherwise (and when the page holds no brand list). English pages need none.
 */
export function useBrandLabel(language: Language): (name: string) => string {
  // Read from what the page already holds, never fetched for a label: a card's brand is worth no
  // request of the whole brand list while the page hydrates (the name itself shows meanwhile).
  const { data } = useBrands({ enabled: false });
  return useMemo(() => {
    if (language === 'en' || !data) return (name: string) => name;
    const byName = new Map(data.map((brand) => [brand.name, brandDisplayName(brand, language)]));
    return (name: string) => byName.get(name) ?? name;
  }, [data, language]);
}
