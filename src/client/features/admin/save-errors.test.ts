import { expect, test } from 'vitest';
import { ApiError } from '#client/lib/http.ts';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { backgroundRemovalErrorMessage, saveErrorMessages } from './save-errors.ts';

test("a save rule's refusal shows the server's message, which is SPEC §5's", () => {
  const error = new ApiError(400, 'BRAND_UNKNOWN', EN.admin.invalidBrand);
  expect(saveErrorMessages(error, false, EN, 'en')).toEqual([EN.admin.invalidBrand]);
  const forbidden = new ApiError(403, 'FORBIDDEN', EN.admin.unauthorized);
  expect(saveErrorMessages(forbidden, true, EN, 'en')).toEqual([EN.admin.unauthorized]);
});

test('a refused image shows "Upload failed" and the failed save', () => {
  const error = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP images are accepted.');
  expect(saveErrorMessages(error, false, EN, 'en')).toEqual([EN.admin.uploadFailed, EN.admin.addFailed]);
});

test('anything else is "Failed to add product" or "Failed to update product"', () => {
  expect(saveErrorMessages(new TypeError('Failed to fetch'), false, EN, 'en')).toEqual([EN.admin.addFailed]);
  expect(saveErrorMessages(new ApiError(500, 'INTERNAL', 'x'), true, EN, 'en')).toEqual([
    EN.admin.updateFailed,
  ]);
});

test('a background-removal failure carries the service message, or the default', () => {
  const credits = new ApiError(502, 'BACKGROUND_REMOVAL_FAILED', 'Insufficient credits');
  expect(backgroundRemovalErrorMessage(credits, EN, 'en')).toBe(
    'Background removal failed: Insufficient credits',
  );
  expect(backgroundRemovalErrorMessage(new TypeError('Failed to fetch'), EN, 'en')).toBe(
    'Background removal failed: Failed to remove background',
  );
});

test('in Arabic and French a refusal reads in the page language, by its code', () => {
  const error = new ApiError(400, 'BRAND_UNKNOWN', EN.admin.invalidBrand);
  expect(saveErrorMessages(error, false, AR, 'ar')).toEqual([AR.fn.errors.BRAND_UNKNOWN]);
  expect(saveErrorMessages(error, false, FR, 'fr')).toEqual([FR.fn.errors.BRAND_UNKNOWN]);
  expect(AR.fn.errors.BRAND_UNKNOWN).not.toBe(EN.admin.invalidBrand);
  const credits = new ApiError(502, 'BACKGROUND_REMOVAL_FAILED', 'Insufficient credits');
  expect(backgroundRemovalErrorMessage(credits, AR, 'ar')).toBe(
    `${AR.admin.backgroundRemovalFailedPrefix}${AR.fn.errors.BACKGROUND_REMOVAL_FAILED}`,
  );
});
