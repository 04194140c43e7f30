import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which brand groups of the admin list are open. All start folded, so the list is one line per
 * brand; a brand opens when the admin opens it, when a search finds it, or when one of its
 * perfumes was just added or saved, so the admin sees the result (docs/decisions/078, 202).
 * `saved` is the perfume the last save answered: each new answer opens its brand.
 */
export function useOpenBrands(saved: { brand: string } | null) {
  const [openBrands, setOpenBrands] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (saved) setOpenBrands((open) => (open.has(saved.brand) ? open : new Set([...open, saved.brand])));
  }, [saved]);

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
