import type { ApiError } from '#client/lib/http.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * What a refusal from the server says to the reader. The server words its errors in English, the
 * spec's texts, sometimes with their particulars (a password's length, the sizes sold out); in
 * English that is what shows. In Arabic and French the catalogue's text for the error's code shows:
 * the particulars are lost, never the language.
 */
export function apiErrorText(error: ApiError, m: Catalogue, language: Language): string {
  if (language === 'en') return error.message;
  return m.fn.errors[error.code] ?? m.common.genericError;
}
