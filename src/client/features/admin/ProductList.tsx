import { useId, useMemo } from 'react';
import { FIELD, LABEL_CLASS, SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { AdminListBrand } from '#shared/admin-list.ts';
import type { Product } from '#shared/product.ts';
import { BrandGroupPanel } from './BrandGroupPanel.tsx';
import { BrandProducts } from './BrandProducts.tsx';
import { filterBrands } from './brand-search.ts';
import { useOpenBrands } from './use-open-brands.ts';

interface ProductListProps {
  /** The brands having perfumes, alphabetical, with their counts. */
  brands: readonly AdminListBrand[];
  /** The perfume the last save answered: its brand opens to show it. */
  saved: Product | null;
  search: string;
  onSearch: (search: string) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * SPEC §2: the brand search box, then one card per brand (alphabetical), newest perfume first.
 * Each brand's perfumes fold away under its heading, and are read only once it opens
 * (docs/decisions/202).
 */
export function ProductList({
  brands,
  saved,
  search: searchText,
  onSearch,
  onEdit,
  onDelete,
}: ProductListProps) {
  const m = useMessages();
  const searchId = useId();
  const titleId = useId();
  const shown = useMemo(() => filterBrands(brands, searchText), [brands, searchText]);
  const admin = m.admin;
  const { openBrands, open, toggle, foldAll, showSearch } = useOpenBrands(saved);
  const isAllOpen = shown.every((brand) => openBrands.has(brand.name));

  const search = (value: string) => {
    onSearch(value);
    // A search opens the brands it finds: the admin is looking for their perfumes.
    const found = value.trim() ? filterBrands(brands, value) : null;
    showSearch(found ? found.map((brand) => brand.name) : null);
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
      {brands.length === 0 ? (
        <p className="text-ink-soft">{admin.empty}</p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-ink-soft">
          {admin.noBrandMatch}
        </p>
      ) : (
        <div className="space-y-4">
          <button
            type="button"
            onClick={() => (isAllOpen ? foldAll() : open(shown.map((brand) => brand.name)))}
            className={`${SECONDARY_BUTTON_CLASS} min-h-11 text-sm`}
          >
            {isAllOpen ? m.storefront.collapseAll : m.storefront.expandAll}
          </button>
          <div className="divide-y divide-night-line rounded-lg border border-night-line bg-night-soft">
            {shown.map((brand) => (
              <BrandGroupPanel
                key={brand.name}
                brand={brand.name}
                count={brand.count}
                isOpen={openBrands.has(brand.name)}
                onToggle={() => toggle(brand.name)}
              >
                <BrandProducts
                  brand={brand.name}
                  isOpen={openBrands.has(brand.name)}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </BrandGroupPanel>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
