import { expect, test } from 'vitest';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { brandFormData, EMPTY_DRAFT, findBrandFormProblem } from './brand-form-state.ts';

const others = [{ name: 'Dior' }, { name: 'Hermès' }];
const file = (size: number, type: string) => new File([new Uint8Array(size)], 'logo', { type });

test('the form refuses what the server refuses, in the page’s language', () => {
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: '  ' }, others, EN)).toBe(EN.brandsAdmin.nameRequired);
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: 'x'.repeat(61) }, others, EN)).toBe(
    EN.brandsAdmin.nameTooLong(60),
  );
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: 'DIOR' }, others, AR)).toBe(
    AR.brandsAdmin.nameTaken('Dior'),
  );
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: 'hermes' }, others, EN)).toBe(
    EN.brandsAdmin.nameTaken('Hermès'),
  );
  expect(
    findBrandFormProblem({ ...EMPTY_DRAFT, name: 'New', logo: file(2_097_153, 'image/png') }, others, EN),
  ).toBe(EN.admin.imageTooLarge);
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: 'New', logo: file(10, 'image/gif') }, others, EN)).toBe(
    EN.fn.errors.UNSUPPORTED_MEDIA_TYPE,
  );
  expect(findBrandFormProblem({ ...EMPTY_DRAFT, name: 'New', nameAr: 'ع'.repeat(61) }, others, EN)).toBe(
    EN.brandsAdmin.translationTooLong(60),
  );
  expect(
    findBrandFormProblem({ ...EMPTY_DRAFT, name: 'New', logo: file(10, 'image/webp') }, others, EN),
  ).toBeNull();
});

test('the form sends a logo, or asks to remove one only when editing', () => {
  const logo = file(10, 'image/png');
  expect(brandFormData({ ...EMPTY_DRAFT, name: 'A', logo }, false).get('image')).toBeInstanceOf(File);
  expect(brandFormData({ ...EMPTY_DRAFT, name: 'A', removeLogo: true }, true).get('removeLogo')).toBe('true');
  expect(brandFormData({ ...EMPTY_DRAFT, name: 'A', removeLogo: true }, false).get('removeLogo')).toBeNull();
});
