import { useId, useMemo } from 'react';
import { FIELD, LABEL_CLASS, SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { Product } from '#shared/product.ts';
import { BrandGroupPanel } from './BrandGroupPanel.tsx';
import { groupProductsByBrand } from './group-products.ts';
import { ProductCard } from './ProductCard.tsx';
import { useOpenBrands } from './use-open-brands.ts';

interface ProductListProps {
  products: readonly Product[];
  knownBrands: ReadonlySet<string>;
  search: string;
  onSearch: (search: string) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * SPEC §2: the brand search box, then one card per brand (alphabetical), newest perfume first.
 * Each brand's perfumes fold away under its heading.
 */
export function ProductList({
  products,
  knownBrands,
  search: searchText,
  onSearch,
  onEdit,
  onDelete,
}: ProductListProps) {
  const m = useMessages();
  const searchId = useId();
  const titleId = useId();
  const groups = useMemo(
    () => groupProductsByBrand(products, knownBrands, searchText),
    [products, knownBrands, searchText],
  );
  const admin = m.admin;
  const allGroups = useMemo(() => groupProductsByBrand(products, knownBrands, ''), [products, knownBrands]);
  const hasProducts = allGroups.length > 0;
  const { openBrands, open, toggle, foldAll, showSearch } = useOpenBrands(products);
  const isAllOpen = groups.every((group) => openBrands.has(group.brand));

  const search = (value: string) => {
    onSearch(value);
    // A search opens the brands it finds: the admin is looking for their perfumes.
    const found = value.trim() ? groupProductsByBrand(products, knownBrands, value) : null;
    showSearch(found ? found.map((group) => group.brand) : null);
  };

  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <h2 id={titleId} className="font-display text-2xl text-gold">
        {admin.productsTitle}
      </h2>
      <div className="max-w-sm">
        <label htmlFor={searchId} className={LABEL_CLASS}>
          {admin.searchBrands}
        </label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          placeholder={admin.searchPlaceholder}
          onChange={(e) => search(e.target.value)}
          className={FIELD}
        />
      </div>
      {!hasProducts ? (
        <p className="text-ink-soft">{admin.empty}</p>
      ) : groups.length === 0 ? (
        <p role="status" className="text-ink-soft">
          {admin.noBrandMatch}
        </p>
      ) : (
        <div className="space-y-4">
          <button
            type="button"
            onClick={() => (isAllOpen ? foldAll() : open(groups.map((group) => group.brand)))}
            className={`${SECONDARY_BUTTON_CLASS} min-h-11 text-sm`}
          >
            {isAllOpen ? m.storefront.collapseAll : m.storefront.expandAll}
          </button>
          <div className="divide-y divide-night-line rounded-lg border border-night-line bg-night-soft">
            {groups.map((group) => (
              <BrandGroupPanel
                key={group.brand}
                brand={group.brand}
                count={group.products.length}
                isOpen={openBrands.has(group.brand)}
                onToggle={() => toggle(group.brand)}
              >
                {group.products.map((product) => (
                  <ProductCard key={product.id} product={product} onEdit={onEdit} onDelete={onDelete} />
                ))}
              </BrandGroupPanel>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
