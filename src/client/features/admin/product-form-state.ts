import { type Category, DEFAULT_CATEGORY } from '#shared/constants.ts';
import { joinList, type ScentFamily } from '#shared/fragrance.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import { checkSaveRules, type Product, ProductFormFieldsSchema } from '#shared/product.ts';

/**
 * The admin form (SPEC §3 Admin form state): name, description, category, brand, optional style,
 * the image to send and whether its background was removed; in edit mode also the product's
 * current image. `original` is the file the admin chose, `processed` the background-removed copy
 * that replaces it as `image`.
 */
export interface ProductFormState {
  name: string;
  description: string;
  category: Category;
  brand: string;
  style: string;
  original: File | null;
  processed: File | null;
  image: File | null;
  removeBackground: boolean;
  current: { imageUrl: string; fileName: string; name: string } | null;
  fragrance: FragranceFormValues;
  translations: TranslationValues;
}

/** The optional Arabic and French name and description (docs/decisions/124). */
export interface TranslationValues {
  nameAr: string;
  nameFr: string;
  descriptionAr: string;
  descriptionFr: string;
}

/** The optional fragrance details as the form edits them: lists are comma-separated text. */
export interface FragranceFormValues {
  concentration: string;
  scentFamilies: readonly ScentFamily[];
  topNotes: string;
  heartNotes: string;
  baseNotes: string;
  inspiredBy: string;
}

export type ProductFormAction =
  | { type: 'field'; field: 'name' | 'description' | 'brand' | 'style'; value: string }
  | { type: 'category'; value: Category }
  | { type: 'chooseImage'; file: File | null }
  | { type: 'backgroundRemoved'; processed: File }
  | { type: 'fragrance'; change: Partial<FragranceFormValues> }
  | { type: 'translation'; change: Partial<TranslationValues> };

export function initialFormState(product: Product | null): ProductFormState {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category ?? DEFAULT_CATEGORY,
    brand: product?.brand ?? '',
    style: product?.style ?? '',
    original: null,
    processed: null,
    image: null,
    removeBackground: false,
    current: product ? { imageUrl: product.imageUrl, fileName: product.fileName, name: product.name } : null,
    fragrance: {
      concentration: product?.concentration ?? '',
      scentFamilies: product?.scentFamilies ?? [],
      topNotes: joinList(product?.topNotes ?? []),
      heartNotes: joinList(product?.heartNotes ?? []),
      baseNotes: joinList(product?.baseNotes ?? []),
      inspiredBy: product?.inspiredBy ?? '',
    },
    translations: {
      nameAr: product?.nameAr ?? '',
      nameFr: product?.nameFr ?? '',
      descriptionAr: product?.descriptionAr ?? '',
      descriptionFr: product?.descriptionFr ?? '',
    },
  };
}

export function productFormReducer(state: ProductFormState, action: ProductFormAction): ProductFormState {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'category':
      return { ...state, category: action.value };
    case 'chooseImage':
      // A new choice starts over: an earlier processed image belonged to the previous file.
      return {
        ...state,
        original: action.file,
        image: action.file,
        processed: null,
        removeBackground: false,
      };
    case 'backgroundRemoved':
      return { ...state, processed: action.processed, image: action.processed, removeBackground: true };
    case 'fragrance':
      return { ...state, fragrance: { ...state.fragrance, ...action.change } };
    case 'translation':
      return { ...state, translations: { ...state.translations, ...action.change } };
  }
}

/**
 * The same checks as the server, in the same order and with the same messages: SPEC §5 rules 3
 * to 5, then the fields, then (for a new product) the image. Null when the form may be sent.
 */
export function findFormProblem(
  state: ProductFormState,
  knownBrands: ReadonlySet<string>,
  m: Catalogue,
): string | null {
  const violation = checkSaveRules({ brand: state.brand, imageBytes: state.image?.size }, (name) =>
    knownBrands.has(name),
  );
  if (violation) return violation.message;
  const parsed = ProductFormFieldsSchema.safeParse(formFields(state));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? m.common.genericError;
  if (!state.current && !state.image) return m.admin.imageRequired;
  return null;
}

function formFields(state: ProductFormState): Record<string, string> {
  const fields: Record<string, string> = {
    name: state.name,
    description: state.description,
    brand: state.brand.trim(),
    category: state.category,
  };
  if (state.style.trim() !== '') fields.style = state.style;
  const { scentFamilies, ...texts } = state.fragrance;
  // Empty details are left out: a save without them clears them.
  for (const [name, value] of Object.entries({ ...texts, ...state.translations })) {
    if (value.trim() !== '') fields[name] = value;
  }
  if (scentFamilies.length > 0) fields.scentFamilies = scentFamilies.join(',');
  if (state.image) fields.backgroundRemoved = String(state.removeBackground);
  return fields;
}

/** The multipart body of a save: the fields, and the image only when there is a new one. */
export function toFormData(state: ProductFormState): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(formFields(state))) form.append(name, value);
  if (state.image) form.append('image', state.image, state.image.name);
  return form;
}
