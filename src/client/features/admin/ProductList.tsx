import { useId, useMemo } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { Product } from '#shared/product.ts';
import { FIELD_CLASS, LABEL_CLASS, PANEL_CLASS } from './admin-styles.ts';
import { groupProductsByBrand } from './group-products.ts';
import { ProductCard } from './ProductCard.tsx';

interface ProductListProps {
  products: readonly Product[];
  knownBrands: ReadonlySet<string>;
  search: string;
  onSearch: (search: string) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** SPEC §2: the brand search box, then one card per brand (alphabetical), newest perfume first. */
export function ProductList({ products, knownBrands, search, onSearch, onEdit, onDelete }: ProductListProps) {
  const searchId = useId();
  const titleId = useId();
  const groups = useMemo(
    () => groupProductsByBrand(products, knownBrands, search),
    [products, knownBrands, search],
  );
  const admin = MESSAGES.admin;
  const hasProducts = groupProductsByBrand(products, knownBrands, '').length > 0;

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
          value={search}
          placeholder={admin.searchPlaceholder}
          onChange={(e) => onSearch(e.target.value)}
          className={FIELD_CLASS}
        />
      </div>
      {!hasProducts ? (
        <p className="text-ink-soft">{admin.empty}</p>
      ) : groups.length === 0 ? (
        <p role="status" className="text-ink-soft">
          {admin.noBrandMatch}
        </p>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <section key={group.brand} aria-label={group.brand} className={PANEL_CLASS}>
              <h3 className="mb-4 font-display text-xl text-gold">{group.brand}</h3>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {group.products.map((product) => (
                  <ProductCard key={product.id} product={product} onEdit={onEdit} onDelete={onDelete} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
