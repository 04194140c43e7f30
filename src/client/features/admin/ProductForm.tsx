import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useCreateProduct } from '#client/api/admin-create-product.ts';
import { useRemoveBackground } from '#client/api/admin-remove-background.ts';
import { useUpdateProduct } from '#client/api/admin-update-product.ts';
import { BrandSelect } from '#client/components/ui/BrandSelect.tsx';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import {
  FIELD,
  LABEL_CLASS,
  PANEL_CLASS,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
} from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import { CATEGORIES, IMAGE_MAX_BYTES, PRODUCT_NAME_MAX } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';
import { FragranceFields } from './FragranceFields.tsx';
import { ImagePreviews } from './ImagePreviews.tsx';
import { useNewPerfumePrices } from './new-perfume-prices.tsx';
import { PhotoManager } from './PhotoManager.tsx';
import { findFormProblem, initialFormState, productFormReducer, toFormData } from './product-form-state.ts';
import { SizePriceFields } from './SizePriceFields.tsx';
import { SmallImageWarning } from './SmallImageWarning.tsx';
import { StyleField } from './StyleField.tsx';
import { backgroundRemovalErrorMessage, saveErrorMessages } from './save-errors.ts';
import { TranslationFields } from './TranslationFields.tsx';

interface ProductFormProps {
  /** The product being edited, or null to add a new one. */
  editing: Product | null;
  brands: readonly string[];
  isLoadingBrands: boolean;
  /** After a successful save, with the perfume as saved: the page closes (resets) the form. */
  onSaved: (product: Product) => void;
  onCancel: () => void;
}

/**
 * SPEC §2 Admin screen form: add or update a perfume, with background removal. The page mounts a
 * fresh form for every product it loads and after every reset, so the state here starts clean.
 */
export function ProductForm({ editing, brands, isLoadingBrands, onSaved, onCancel }: ProductFormProps) {
  const m = useMessages();
  const language = useLanguage();
  const [state, dispatch] = useReducer(productFormReducer, editing, initialFormState);
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const removeBackground = useRemoveBackground();
  const newPrices = useNewPerfumePrices();
  // A ref as well as state: a double click must not get past the check before React re-renders.
  const isSubmittingRef = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const knownBrands = useMemo(() => new Set(brands), [brands]);
  const ids = {
    title: useId(),
    name: useId(),
    description: useId(),
    brand: useId(),
    category: useId(),
    style: useId(),
    image: useId(),
  };
  const isEditing = editing !== null;
  const admin = m.admin;

  useEffect(() => {
    if (isEditing) nameRef.current?.focus();
  }, [isEditing]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmittingRef.current) return;
    const problem = findFormProblem(state, knownBrands, m);
    if (problem) {
      toast.error(problem);
      return;
    }
    // A new perfume's own prices are checked before it is sent; an edited one saves them apart.
    const ownPrices = editing ? [] : newPrices.check();
    if (ownPrices === null) return;
    isSubmittingRef.current = true;
    setSubmitting(true);
    try {
      let saved: Product;
      if (editing) {
        saved = await updateProduct.mutateAsync({ id: editing.id, form: toFormData(state) });
        toast.success(admin.productUpdated);
      } else {
        saved = await createProduct.mutateAsync(toFormData(state));
        toast.success(admin.productAdded);
        await newPrices.saveFor(saved.id, ownPrices);
      }
      onSaved(saved);
    } catch (error) {
      for (const message of saveErrorMessages(error, isEditing, m, language)) toast.error(message);
    } finally {
      isSubmittingRef.current = false;
      setSubmitting(false);
    }
  }

  async function handleRemoveBackground() {
    const original = state.original;
    if (!original) {
      toast.error(admin.selectImageFirst);
      return;
    }
    if (original.size > IMAGE_MAX_BYTES) {
      toast.error(admin.imageTooLarge);
      return;
    }
    try {
      const processed = await removeBackground.mutateAsync(original);
      dispatch({ type: 'backgroundRemoved', processed });
      toast.success(admin.backgroundRemoved);
    } catch (error) {
      toast.error(backgroundRemovalErrorMessage(error, m, language));
    }
  }

  const submitLabel = isEditing
    ? isSubmitting
      ? admin.updating
      : admin.updateButton
    : isSubmitting
      ? admin.adding
      : admin.addButton;

  return (
    <section aria-labelledby={ids.title} className={PANEL_CLASS}>
      <h2 id={ids.title} className="mb-5 font-display text-2xl text-gold">
        {isEditing ? admin.updateTitle : admin.addTitle}
      </h2>
      <form
        method="post"
        onSubmit={handleSubmit}
        noValidate
        aria-busy={isSubmitting}
        className="grid gap-4 md:grid-cols-2"
      >
        <div>
          <label htmlFor={ids.name} className={LABEL_CLASS}>
            {admin.nameLabel}
          </label>
          <input
            id={ids.name}
            ref={nameRef}
            name="name"
            required
            aria-required
            maxLength={PRODUCT_NAME_MAX}
            value={state.name}
            onChange={(e) => dispatch({ type: 'field', field: 'name', value: e.target.value })}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={ids.brand} className={LABEL_CLASS}>
            {admin.brandLabel}
          </label>
          <BrandSelect
            inputId={ids.brand}
            brands={brands}
            value={state.brand}
            isLoading={isLoadingBrands}
            isRequired
            placeholder={admin.brandPlaceholder}
            noOptionsMessage={admin.noBrandOptions}
            onChange={(value) => dispatch({ type: 'field', field: 'brand', value })}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={ids.description} className={LABEL_CLASS}>
            {admin.descriptionLabel}
          </label>
          <textarea
            id={ids.description}
            name="description"
            required
            aria-required
            rows={4}
            value={state.description}
            onChange={(e) => dispatch({ type: 'field', field: 'description', value: e.target.value })}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className={LABEL_CLASS}>
            {admin.categoryLabel}
          </label>
          <select
            id={ids.category}
            name="category"
            value={state.category}
            onChange={(e) => {
              const value = CATEGORIES.find((c) => c === e.target.value);
              if (value) dispatch({ type: 'category', value });
            }}
            className={FIELD}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {admin.categoryNames[category]}
              </option>
            ))}
          </select>
        </div>
        <StyleField
          inputId={ids.style}
          value={state.style}
          onChange={(value) => dispatch({ type: 'field', field: 'style', value })}
        />
        <FragranceFields
          values={state.fragrance}
          onChange={(change) => dispatch({ type: 'fragrance', change })}
        />
        <TranslationFields
          values={state.translations}
          onChange={(change) => dispatch({ type: 'translation', change })}
        />
        {editing ? <SizePriceFields product={editing} /> : newPrices.fields}
        <div className="md:col-span-2">
          <label htmlFor={ids.image} className={LABEL_CLASS}>
            {admin.imageLabel}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={ids.image}
              name="image"
              type="file"
              accept="image/*"
              onChange={(e) => dispatch({ type: 'chooseImage', file: e.target.files?.[0] ?? null })}
              className="text-sm text-ink-soft file:me-3 file:rounded file:border-0 file:bg-night-line file:px-3 file:py-2 file:text-ink hover:file:bg-gold hover:file:text-night"
            />
            <button
              type="button"
              onClick={handleRemoveBackground}
              disabled={removeBackground.isPending}
              aria-busy={removeBackground.isPending}
              className={SECONDARY_BUTTON_CLASS}
            >
              {removeBackground.isPending ? admin.removingBackground : admin.removeBackground}
            </button>
          </div>
          <SmallImageWarning file={state.original} />
        </div>
        <div className="md:col-span-2">
          <ImagePreviews
            currentUrl={state.current?.imageUrl ?? null}
            original={state.original}
            processed={state.processed}
          />
        </div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <SubmitButton disabled={isSubmitting} className={PRIMARY_BUTTON_CLASS}>
            {submitLabel}
          </SubmitButton>
          {isEditing ? (
            <button
              type="button"
              onClick={onCancel}
              disabled={isSubmitting}
              className={SECONDARY_BUTTON_CLASS}
            >
              {admin.cancel}
            </button>
          ) : null}
        </div>
      </form>
      {editing ? (
        <PhotoManager product={editing} />
      ) : (
        <p className="mt-6 text-sm text-ink-soft">{m.photos.admin.saveFirst}</p>
      )}
    </section>
  );
}
