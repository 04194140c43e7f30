import { useId, useMemo, useState } from 'react';
import { BrandLogo } from '#client/components/ui/BrandLogo.tsx';
import { ConfirmDeleteDialog } from '#client/components/ui/ConfirmDeleteDialog.tsx';
import { FIELD, SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { type AdminBrand, brandNameKey } from '#shared/brand-names.ts';

interface BrandListProps {
  brands: readonly AdminBrand[];
  isBusy: boolean;
  onEdit: (brand: AdminBrand) => void;
  onRemove: (brand: AdminBrand) => Promise<void>;
}

/** Every brand with its logo, its names and how many perfumes use it; search, edit and remove. */
export function BrandList({ brands, isBusy, onEdit, onRemove }: BrandListProps) {
  const m = useMessages();
  const words = m.brandsAdmin;
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<AdminBrand | null>(null);
  const shown = useMemo(() => {
    const key = brandNameKey(search);
    if (!key) return brands;
    return brands.filter((brand) =>
      [brand.name, brand.nameAr ?? '', brand.nameFr ?? ''].some((name) => brandNameKey(name).includes(key)),
    );
  }, [brands, search]);

  return (
    <section>
      <label htmlFor={searchId} className="sr-only">
        {words.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={words.search}
        className={`${FIELD} mb-4 max-w-md`}
      />
      {brands.length === 0 ? <p className="text-ink-soft">{words.empty}</p> : null}
      {brands.length > 0 && shown.length === 0 ? <p className="text-ink-soft">{words.noMatch}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-brand-list">
        {shown.map((brand) => (
          <li
            key={brand.id}
            className="flex items-center gap-3 rounded-lg border border-night-line bg-night-soft p-3"
            data-testid="admin-brand"
          >
            <BrandLogo brand={brand} isDecorative className="h-auto w-24 shrink-0 rounded object-contain" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">
                <bdi>{brand.name}</bdi>
              </p>
              {brand.nameAr ? (
                <p lang="ar" dir="rtl" className="truncate text-sm text-ink-soft">
                  {brand.nameAr}
                </p>
              ) : null}
              {brand.nameFr ? (
                <p lang="fr" className="truncate text-sm text-ink-soft">
                  {brand.nameFr}
                </p>
              ) : null}
              <p className="text-xs text-ink-soft">
                {words.perfumeCount(brand.productCount)}
                {brand.hasLogo ? null : ` · ${words.noLogo}`}
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <button type="button" className={SMALL_BUTTON} disabled={isBusy} onClick={() => onEdit(brand)}>
                {words.edit}
                <span className="sr-only"> ({brand.name})</span>
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={isBusy}
                onClick={() => setPending(brand)}
              >
                {words.remove}
                <span className="sr-only"> ({brand.name})</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <RemoveBrandDialog
        brand={pending}
        isBusy={isBusy}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          await onRemove(pending);
          setPending(null);
        }}
      />
    </section>
  );
}

function RemoveBrandDialog({
  brand,
  isBusy,
  onCancel,
  onConfirm,
}: {
  brand: AdminBrand | null;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const words = useMessages().brandsAdmin;
  return (
    <ConfirmDeleteDialog
      isOpen={brand !== null}
      isDeleting={isBusy}
      onCancel={onCancel}
      onConfirm={onConfirm}
      texts={{
        title: words.confirmTitle,
        text: brand ? words.confirmText(brand.name) : '',
        cancel: words.cancel,
        confirm: words.remove,
      }}
    />
  );
}
