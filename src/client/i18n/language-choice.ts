import { syncStoredMark } from '#client/lib/stored-mark.ts';
import { isLanguage, type Language, localizedPath } from '#shared/i18n/languages.ts';
import { LANGUAGE_CHOICE_KEY } from '#shared/language-notice.ts';

const STORAGE_KEY = LANGUAGE_CHOICE_KEY;

/** The language the visitor chose (switcher or notice), if any (docs/decisions/120). */
export function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a choice: the notice offering another language stays away from then on. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
    syncStoredMark();
  } catch {
    // Private mode: the choice lasts as long as the page's address says it.
  }
}

/** The same page, query and fragment in another language (the router's path is the spec's). */
export function sameAddressIn(language: Language, path: string, search: string, hash: string): string {
  return `${localizedPath(language, path)}${search}${hash}`;
}

/** The first of the browser's languages the shop speaks, if any. */
export function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
