import { useEffect, useMemo, useRef, useState } from 'react';
import { useAdminBrandProducts } from '#client/api/admin-list.ts';
import { SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { Product } from '#shared/product.ts';
import { ProductCard } from './ProductCard.tsx';

interface BrandProductsProps {
  brand: string;
  isOpen: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * An open brand's perfumes, newest first, read from the server only once the brand is open and
 * a page at a time: "Show more" adds the next page under the ones shown (docs/decisions/202).
 */
export function BrandProducts({ brand, isOpen, onEdit, onDelete }: BrandProductsProps) {
  const texts = useMessages().adminList;
  const query = useAdminBrandProducts(brand, isOpen);
  const pages = query.data?.pages;
  // A perfume added between two pages' reads moves the next page by one: each shows once.
  const products = useMemo(
    () => [...new Map((pages ?? []).flatMap((page) => page.products).map((p) => [p.id, p])).values()],
    [pages],
  );
  const stockCounts = useMemo(() => (pages ?? []).flatMap((page) => page.stockCounts), [pages]);
  // After Show more, the keyboard moves on to the first perfume it brought (the button may be gone).
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || products.length <= focusFrom) return;
    gridRef.current?.querySelectorAll<HTMLElement>('article h4 a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [products, focusFrom]);
  const showMore = async () => {
    const shown = products.length;
    const result = await query.fetchNextPage();
    if (!result.isError) setFocusFrom(shown);
  };
  if (!isOpen) return null;
  if (!pages) {
    if (query.isError) {
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={`${SECONDARY_BUTTON_CLASS} min-h-11 text-sm`}
          >
            {texts.retry}
          </button>
        </div>
      );
    }
    return (
      <p role="status" className="text-sm text-ink-soft">
        {texts.loading}
      </p>
    );
  }
  const total = pages.at(-1)?.total ?? products.length;
  return (
    <>
      <div ref={gridRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            stockCounts={stockCounts}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </div>
      {query.hasNextPage ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void showMore()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            className={`${SECONDARY_BUTTON_CLASS} min-h-11 text-sm`}
          >
            {query.isFetchingNextPage ? texts.loadingMore : texts.showMore}
          </button>
          <p className="text-sm text-ink-soft">{texts.shown(products.length, total)}</p>
        </div>
      ) : null}
    </>
  );
}
