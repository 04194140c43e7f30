import { foldText } from './catalogue-filter.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { EN_FRAGRANCE_WORDS } from './i18n/catalogues/en-fragrance-words.ts';
import { intlLocale, type Language } from './i18n/languages.ts';

type Words = Catalogue['fragranceWords'];

/** A style or note as a page shows it: in the page's language, or as the owner wrote it. */
export interface ShownWord {
  text: string;
  /** False when the shop does not know the word: it shows as written, in the default language. */
  isTranslated: boolean;
}

/** The English word, folded ("fresh spicy"), → its key: how an owner's typing is recognised. */
function keysByWord<Key extends string>(words: Readonly<Record<Key, string>>): Map<string, Key> {
  return new Map(Object.entries<string>(words).map(([key, word]) => [foldText(word), key as Key]));
}

const STYLE_KEYS = keysByWord(EN_FRAGRANCE_WORDS.styles);
const NOTE_KEYS = keysByWord(EN_FRAGRANCE_WORDS.notes);
/** The page language's own words, folded, → their keys: a word the owner typed in that language. */
const ownKeys = new WeakMap<object, Map<string, string>>();

function shown<Key extends string>(
  written: string,
  englishKeys: Map<string, Key>,
  translations: Readonly<Record<Key, string>>,
  language: Language,
): ShownWord {
  // English pages show the owner's own writing; the others the shop's word for it when it has one.
  if (language === 'en') return { text: written, isTranslated: true };
  let own = ownKeys.get(translations);
  if (!own) {
    own = keysByWord(translations);
    ownKeys.set(translations, own);
  }
  const folded = foldText(written);
  const key = englishKeys.get(folded) ?? (own.get(folded) as Key | undefined);
  if (key === undefined) return { text: written, isTranslated: false };
  return { text: translations[key], isTranslated: true };
}

/** Between the words of a list: "ورد، زعفران" in Arabic, "Rose, Safran" otherwise. */
export function listSeparator(language: Language): string {
  return language === 'ar' ? '، ' : ', ';
}

/** A perfume's style ("Woody") in the page's language: "خشبي", "Boisé" (docs/decisions/178). */
export function styleWord(style: string, language: Language, words: Words): ShownWord {
  return shown(style, STYLE_KEYS, words.styles, language);
}

/** A note ("Tonka bean") in the page's language: "حبوب التونكا", "Fève tonka". */
export function noteWord(note: string, language: Language, words: Words): ShownWord {
  return shown(note, NOTE_KEYS, words.notes, language);
}

/**
 * Whether the shop knows a style, in English or in the given language's words: the Arabic and
 * French pages then show it in their own language.
 */
export function isKnownStyle(style: string, words: Words): boolean {
  const folded = foldText(style);
  return (
    STYLE_KEYS.has(folded) || Object.values<string>(words.styles).some((word) => foldText(word) === folded)
  );
}

/** The styles the admin suggests: the English word it stores, and its name in the admin's language. */
export function styleSuggestions(words: Words): { value: string; label: string }[] {
  return (Object.keys(EN_FRAGRANCE_WORDS.styles) as (keyof Words['styles'])[]).map((key) => ({
    value: EN_FRAGRANCE_WORDS.styles[key],
    label: words.styles[key],
  }));
}

/**
 * The styles as the Style filter lists them: by the word the page shows, in its language's order.
 * The server sorts them with the page, so the browser lists them as given and never builds a
 * collator while the page loads (docs/decisions/207).
 */
export function stylesInShownOrder(styles: readonly string[], language: Language, words: Words): string[] {
  const collator = new Intl.Collator(intlLocale(language));
  return styles
    .map((style) => ({ style, label: styleWord(style, language, words).text }))
    .sort((a, b) => collator.compare(a.label, b.label))
    .map(({ style }) => style);
}
