import type { EN_FRAGRANCE_WORDS } from '../en-fragrance-words.ts';

/** The styles and notes the shop knows, each keyed by a word id (docs/decisions/178). */
type StyleKey = keyof (typeof EN_FRAGRANCE_WORDS)['styles'];
type NoteKey = keyof (typeof EN_FRAGRANCE_WORDS)['notes'];

/**
 * The fragrance words in one language. The word ids are the English list's (the owner types the
 * English word); every language must name each of them.
 */
export interface FragranceWordsTexts {
  /** Under the admin's Style field: the style typed is one the other languages translate. */
  styleKnown: string;
  /** Under the admin's Style field: the style typed shows as written in the other languages. */
  styleOwn: string;
  styles: Record<StyleKey, string>;
  notes: Record<NoteKey, string>;
}
