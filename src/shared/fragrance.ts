/**
 * Fragrance details a shop here writes on a perfume (docs/decisions/083): all optional.
 */
export const CONCENTRATIONS = ['edp', 'edt', 'parfum', 'oil'] as const;
export type Concentration = (typeof CONCENTRATIONS)[number];

export const SCENT_FAMILIES = ['oud', 'musk', 'amber', 'floral', 'woody', 'fresh', 'sweet', 'spicy'] as const;
export type ScentFamily = (typeof SCENT_FAMILIES)[number];

/** A perfume's fragrance details when it has none, as the API returns them. */
export function noFragranceDetails(): {
  concentration: null;
  scentFamilies: ScentFamily[];
  topNotes: string[];
  heartNotes: string[];
  baseNotes: string[];
  inspiredBy: null;
} {
  return {
    concentration: null,
    scentFamilies: [],
    topNotes: [],
    heartNotes: [],
    baseNotes: [],
    inspiredBy: null,
  };
}

export const NOTES_MAX = 12;
export const NOTE_MAX_LENGTH = 40;
export const INSPIRED_BY_MAX = 120;

export function isConcentration(value: string): value is Concentration {
  return (CONCENTRATIONS as readonly string[]).includes(value);
}

export function isScentFamily(value: string): value is ScentFamily {
  return (SCENT_FAMILIES as readonly string[]).includes(value);
}

/**
 * "bergamot, saffron ,, rose" → ['bergamot', 'saffron', 'rose']: how the admin form writes a list.
 * An Arabic keyboard types its own comma, "،": it separates too.
 */
export function splitList(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
}

export function joinList(items: readonly string[]): string {
  return items.join(', ');
}
