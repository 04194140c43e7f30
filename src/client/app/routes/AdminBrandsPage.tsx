import { useState } from 'react';
import { useAdminBrands, useRemoveBrand, useSaveBrand } from '#client/api/admin-brands.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { BrandForm } from '#client/features/admin-brands/BrandForm.tsx';
import { BrandList } from '#client/features/admin-brands/BrandList.tsx';
import { type BrandDraft, brandFormData } from '#client/features/admin-brands/brand-form-state.ts';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { AdminBrand } from '#shared/brand-names.ts';

/** /admin/brands: the owner adds, renames and removes brands, with their names and logos (docs/decisions/183). */
export default function AdminBrandsPage() {
  const m = useMessages();
  const words = m.brandsAdmin;
  const language = useLanguage();
  const brands = useAdminBrands();
  const save = useSaveBrand();
  const remove = useRemoveBrand();
  const [editing, setEditing] = useState<AdminBrand | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const onSave = async (draft: BrandDraft): Promise<boolean> => {
    try {
      const saved = await save.mutateAsync({
        id: editing?.id ?? null,
        form: brandFormData(draft, editing !== null),
      });
      setMessage({ isError: false, text: editing ? words.saved(saved.name) : words.added(saved.name) });
      setEditing(null);
      return true;
    } catch (error) {
      setMessage({ isError: true, text: refusalText(error, m, language) });
      return false;
    }
  };

  const onRemove = async (brand: AdminBrand) => {
    try {
      await remove.mutateAsync(brand.id);
      setMessage({ isError: false, text: words.removed(brand.name) });
      if (editing?.id === brand.id) setEditing(null);
    } catch (error) {
      setMessage({ isError: true, text: refusalText(error, m, language) });
    }
  };

  const list = brands.data ?? [];
  return (
    <div>
      <PageTitle subtitle={words.intro}>{words.title}</PageTitle>
      <AdminNav />
      <div aria-live="polite">
        {message ? (
          <p
            role={message.isError ? 'alert' : 'status'}
            className={message.isError ? 'mb-4 text-red-300' : 'mb-4 text-emerald-300'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <BrandForm
        editing={editing}
        brands={list}
        isSaving={save.isPending}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
      <QueryState isPending={brands.isPending} isError={brands.isError}>
        <BrandList
          brands={list}
          isBusy={save.isPending || remove.isPending}
          onEdit={(brand) => {
            setMessage(null);
            setEditing(brand);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onRemove={onRemove}
        />
      </QueryState>
    </div>
  );
}
