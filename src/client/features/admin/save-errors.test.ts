import { expect, test } from 'vitest';
import { ApiError } from '#client/lib/http.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { MESSAGES } from '#shared/messages.ts';
import { backgroundRemovalErrorMessage, saveErrorMessages } from './save-errors.ts';

test("a save rule's refusal shows the server's message, which is SPEC §5's", () => {
  const error = new ApiError(400, 'BRAND_UNKNOWN', MESSAGES.admin.invalidBrand);
  expect(saveErrorMessages(error, false, EN)).toEqual([MESSAGES.admin.invalidBrand]);
  const forbidden = new ApiError(403, 'FORBIDDEN', MESSAGES.admin.unauthorized);
  expect(saveErrorMessages(forbidden, true, EN)).toEqual([MESSAGES.admin.unauthorized]);
});

test('a refused image shows "Upload failed" and the failed save', () => {
  const error = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP images are accepted.');
  expect(saveErrorMessages(error, false, EN)).toEqual([
    MESSAGES.admin.uploadFailed,
    MESSAGES.admin.addFailed,
  ]);
});

test('anything else is "Failed to add product" or "Failed to update product"', () => {
  expect(saveErrorMessages(new TypeError('Failed to fetch'), false, EN)).toEqual([MESSAGES.admin.addFailed]);
  expect(saveErrorMessages(new ApiError(500, 'INTERNAL', 'x'), true, EN)).toEqual([
    MESSAGES.admin.updateFailed,
  ]);
});

test('a background-removal failure carries the service message, or the default', () => {
  const credits = new ApiError(502, 'BACKGROUND_REMOVAL_FAILED', 'Insufficient credits');
  expect(backgroundRemovalErrorMessage(credits, EN)).toBe('Background removal failed: Insufficient credits');
  expect(backgroundRemovalErrorMessage(new TypeError('Failed to fetch'), EN)).toBe(
    'Background removal failed: Failed to remove background',
  );
});
