import { expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import type { Product } from '#shared/product.ts';
import { productFixture } from '#tests/helpers/product-fixture.ts';
import {
  findFormProblem,
  initialFormState,
  type ProductFormState,
  productFormReducer,
  toFormData,
} from './product-form-state.ts';

const KNOWN = new Set(['Lattafa', 'Dior']);
const file = (bytes: number, name = 'bottle.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function filled(overrides: Partial<ProductFormState> = {}): ProductFormState {
  const image = file(1000);
  return {
    ...initialFormState(null),
    name: 'Khamrah',
    description: 'Dates and cinnamon.',
    brand: 'Lattafa',
    original: image,
    image,
    ...overrides,
  };
}

const EXISTING: Product = productFixture({
  id: 'p1',
  name: 'Sauvage',
  description: 'Fresh.',
  category: 'men',
  brand: 'Dior',
  style: 'Fresh',
  imageUrl: '/media/x.png',
  fileName: 'x.png',
  backgroundRemoved: true,
  soldOutSizes: [],
});

test('a new form: empty, category unisex, no image, add mode', () => {
  const state = initialFormState(null);
  expect(state).toMatchObject({
    name: '',
    category: 'unisex',
    image: null,
    removeBackground: false,
    current: null,
  });
});

test('edit mode carries the product and its current image', () => {
  expect(initialFormState(EXISTING)).toMatchObject({
    name: 'Sauvage',
    brand: 'Dior',
    category: 'men',
    style: 'Fresh',
    current: { imageUrl: '/media/x.png', fileName: 'x.png' },
  });
});

test('the checks run in the server order with the same messages', () => {
  const huge = file(2_097_153);
  expect(findFormProblem(filled({ brand: '', image: huge, name: '' }), KNOWN, EN)).toBe(EN.admin.selectBrand);
  expect(findFormProblem(filled({ brand: 'Nope', image: huge, name: '' }), KNOWN, EN)).toBe(
    EN.admin.invalidBrand,
  );
  expect(findFormProblem(filled({ image: huge, name: '' }), KNOWN, EN)).toBe(EN.admin.imageTooLarge);
  expect(findFormProblem(filled({ name: '  ' }), KNOWN, EN)).toBe(EN.admin.nameRequired);
  expect(findFormProblem(filled({ description: '' }), KNOWN, EN)).toBe(EN.admin.descriptionRequired);
  expect(findFormProblem(filled({ image: null, original: null }), KNOWN, EN)).toBe(EN.admin.imageRequired);
  expect(findFormProblem(filled({ image: file(2_097_152) }), KNOWN, EN)).toBeNull();
});

test('an edit may keep the current image', () => {
  expect(findFormProblem(initialFormState(EXISTING), KNOWN, EN)).toBeNull();
});

test('the processed image replaces the chosen one; choosing again starts over', () => {
  const processed = file(500, 'bottle-no-bg.png');
  let state = productFormReducer(filled(), { type: 'backgroundRemoved', processed });
  expect(state).toMatchObject({ image: processed, processed, removeBackground: true });
  expect(state.original?.name).toBe('bottle.png');
  const other = file(700, 'other.jpg');
  state = productFormReducer(state, { type: 'chooseImage', file: other });
  expect(state).toMatchObject({ image: other, original: other, processed: null, removeBackground: false });
});

test('the form data carries the fields, and the image with its flag only when there is one', () => {
  const processed = file(500, 'bottle-no-bg.png');
  const withImage = toFormData(
    productFormReducer(filled({ style: 'Oud' }), { type: 'backgroundRemoved', processed }),
  );
  expect(Object.fromEntries([...withImage.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    name: 'Khamrah',
    description: 'Dates and cinnamon.',
    brand: 'Lattafa',
    category: 'unisex',
    style: 'Oud',
    backgroundRemoved: 'true',
  });
  expect((withImage.get('image') as File).name).toBe('bottle-no-bg.png');

  const withoutImage = toFormData(initialFormState({ ...EXISTING, style: null }));
  expect(withoutImage.has('image')).toBe(false);
  expect(withoutImage.has('backgroundRemoved')).toBe(false);
  expect(withoutImage.has('style')).toBe(false);
});
