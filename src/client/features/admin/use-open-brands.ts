import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '#shared/product.ts';

/**
 * Which brand groups of the admin list are open. All start folded, so the list is one line per
 * brand; a brand opens when the admin opens it, when a search finds it, or when one of its
 * perfumes was just added or saved, so the admin sees the result (docs/decisions/078).
 */
export function useOpenBrands(products: readonly Product[]) {
  const [openBrands, setOpenBrands] = useState<ReadonlySet<string>>(() => new Set());
  const seen = useRef<ReadonlyMap<string, string> | null>(null);

  useEffect(() => {
    const previous = seen.current;
    seen.current = new Map(products.map((product) => [product.id, product.updatedAt]));
    if (!previous) return;
    const touched = products.filter((product) => previous.get(product.id) !== product.updatedAt);
    if (touched.length > 0) {
      setOpenBrands((open) => new Set([...open, ...touched.map((product) => product.brand)]));
    }
  }, [products]);

  const open = useCallback((brands: readonly string[]) => {
    setOpenBrands((current) => new Set([...current, ...brands]));
  }, []);

  // While a search runs, the brands it finds are open; clearing it brings back the groups that
  // were open before, rather than leaving every brand met while typing open.
  const beforeSearch = useRef<ReadonlySet<string> | null>(null);
  const showSearch = useCallback((found: readonly string[] | null) => {
    if (found === null) {
      const saved = beforeSearch.current;
      beforeSearch.current = null;
      if (saved) setOpenBrands(saved);
      return;
    }
    setOpenBrands((current) => {
      beforeSearch.current ??= current;
      return new Set(found);
    });
  }, []);
  const toggle = useCallback((brand: string) => {
    setOpenBrands((current) => {
      const next = new Set(current);
      if (!next.delete(brand)) next.add(brand);
      return next;
    });
  }, []);
  const foldAll = useCallback(() => setOpenBrands(new Set()), []);

  return { openBrands, open, toggle, foldAll, showSearch };
}
