import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDeleteProduct } from '#client/api/admin-delete-product.ts';
import { useAdminListBrands, useEditedProductExists } from '#client/api/admin-list.ts';
import { useBrands } from '#client/api/brands.ts';
import { ConfirmDeleteDialog } from '#client/components/ui/ConfirmDeleteDialog.tsx';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { ProductForm } from '#client/features/admin/ProductForm.tsx';
import { ProductList } from '#client/features/admin/ProductList.tsx';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import type { Product } from '#shared/product.ts';

const FETCH_FAILED_TOAST = 'admin-fetch-failed';
// One id: the list refreshing and the delete finishing may both notice the same vanished product.
const EDITED_DELETED_TOAST = 'admin-edited-deleted';

/** SPEC §2 Admin screen and §4 Admin dashboard. The access guard around it lets only admins in. */
export default function AdminPage() {
  const m = useMessages();
  const brandList = useAdminListBrands();
  const brands = useBrands();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);
  // A new key mounts a fresh form: cleared fields, no edit mode, an empty file input (SPEC §4 Reset).
  const [formKey, setFormKey] = useState(0);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<Product | null>(null);
  // The perfume the last save answered: the list opens its brand to show it.
  const [saved, setSaved] = useState<Product | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const admin = m.admin;

  const brandNames = useMemo(() => (brands.data ?? []).map((brand) => brand.name), [brands.data]);

  const resetForm = useCallback(() => {
    setEditing(null);
    setFormKey((key) => key + 1);
  }, []);

  const failure = brandList.error ?? brands.error;
  useEffect(() => {
    if (!failure) return;
    console.error('Failed to fetch products', failure);
    toast.error(admin.fetchFailed, { toastId: FETCH_FAILED_TOAST });
  }, [failure, admin.fetchFailed]);

  // SPEC §4 and §8: the product being edited vanished, deleted here or elsewhere. Its own address
  // answers 404 then, checked as often as the list refreshes (docs/decisions/202).
  const resetVanished = useCallback(() => {
    toast.info(admin.editedProductDeleted, { toastId: EDITED_DELETED_TOAST });
    resetForm();
  }, [resetForm, admin.editedProductDeleted]);
  const editedExists = useEditedProductExists(editing?.id ?? null);
  useEffect(() => {
    if (editing && editedExists === false) resetVanished();
  }, [editing, editedExists, resetVanished]);

  const onSaved = useCallback(
    (product: Product) => {
      setSaved(product);
      resetForm();
    },
    [resetForm],
  );

  function startEditing(product: Product) {
    setEditing(product);
    setFormKey((key) => key + 1);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function confirmDelete() {
    const target = toDelete;
    if (!target) return;
    try {
      await deleteProduct.mutateAsync(target.id);
      toast.success(admin.deleted);
      if (editing?.id === target.id) resetVanished();
    } catch {
      toast.error(admin.deleteFailed);
    } finally {
      setToDelete(null);
    }
  }

  const isLoading = brandList.isPending || brands.isPending;

  return (
    <>
      <PageTitle>{admin.title}</PageTitle>
      <AdminNav />
      <div className="space-y-10">
        <div ref={formRef} className="scroll-mt-6">
          <ProductForm
            key={formKey}
            editing={editing}
            brands={brandNames}
            isLoadingBrands={brands.isPending}
            onSaved={onSaved}
            onCancel={resetForm}
          />
        </div>
        <QueryState isPending={isLoading} isError={brandList.isError || brands.isError}>
          <ProductList
            brands={brandList.data ?? []}
            saved={saved}
            search={search}
            onSearch={setSearch}
            onEdit={startEditing}
            onDelete={setToDelete}
          />
        </QueryState>
      </div>
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        isDeleting={deleteProduct.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
