/**
 * Which way a text runs, by its letters (docs/decisions/181): what the WhatsApp message needs to
 * decide whether a value must be isolated in its line.
 */

/** Hebrew, Arabic, Syriac, Thaana, NKo and the Arabic presentation forms: right-to-left letters. */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** A letter of any left-to-right script (Latin, Greek, Cyrillic…). */
const LEFT_TO_RIGHT_LETTER = /(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])\p{L}/u;
const FIRST_LETTER = /[\p{L}]/u;

export type Direction = 'ltr' | 'rtl';

/** The direction of the text's first letter, as a chat app gives a line; null without letters. */
export function firstLetterDirection(text: string): Direction | null {
  const letter = FIRST_LETTER.exec(text)?.[0];
  if (letter === undefined) return null;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/** True when the text holds a letter that runs against `direction`. */
export function hasLettersAgainst(text: string, direction: Direction): boolean {
  return (direction === 'rtl' ? LEFT_TO_RIGHT_LETTER : RIGHT_TO_LEFT_LETTER).test(text);
}
