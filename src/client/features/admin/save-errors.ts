import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** Refusals whose server message is already the one the admin should read (SPEC §5, §8). */
const RULE_CODES: ReadonlySet<ErrorCode> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BRAND_REQUIRED',
  'BRAND_UNKNOWN',
  'IMAGE_TOO_LARGE',
  'IMAGE_REQUIRED',
  'VALIDATION_FAILED',
]);

/** The image itself was refused: SPEC §8 "Upload failed". */
const UPLOAD_CODES: ReadonlySet<ErrorCode> = new Set([
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_TOO_MANY_PIXELS',
  'MEDIA_NAME_INVALID',
]);

/** The toasts for a failed save, most specific first. */
export function saveErrorMessages(
  error: unknown,
  isEditing: boolean,
  m: Catalogue,
  language: Language,
): string[] {
  const failed = isEditing ? m.admin.updateFailed : m.admin.addFailed;
  if (error instanceof ApiError) {
    if (RULE_CODES.has(error.code)) return [refusalText(error, m, language)];
    if (UPLOAD_CODES.has(error.code)) return [m.admin.uploadFailed, failed];
  }
  return [failed];
}

/** "Background removal failed: {message}", the message defaulting to SPEC §8's. */
export function backgroundRemovalErrorMessage(error: unknown, m: Catalogue, language: Language): string {
  const message =
    error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.message
      ? refusalText(error, m, language)
      : m.admin.backgroundRemovalFailedDefault;
  return `${m.admin.backgroundRemovalFailedPrefix}${message}`;
}
