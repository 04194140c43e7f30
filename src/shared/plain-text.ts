import { EN_ADMIN } from './i18n/catalogues/en-admin.ts';

/**
 * What the shop accepts as text, and how a customer's text is shown on one line
 * (docs/decisions/150-control-characters-and-one-line-values.md).
 */

/** Field names whose text may run over several lines: tabs and line breaks are kept there. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'descriptionAr',
  'descriptionFr',
]);

const LINE_KEEPERS = new Set(['\t', '\n', '\r']);

/** A C0 control character or DEL; `isMultiLine` lets tabs and line breaks through. */
export function hasControlCharacter(value: string, isMultiLine = false): boolean {
  for (const c of value) {
    const code = c.charCodeAt(0);
    if ((code < 32 || code === 127) && !(isMultiLine && LINE_KEEPERS.has(c))) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE = EN_ADMIN.invalidCharacters;

/**
 * Marks that change the direction of the text around them, or start a new line in some readers:
 * the embeddings and overrides (LRE…RLO, PDF), the isolates (LRI…PDI), the marks (LRM, RLM, ALM),
 * and the Unicode line and paragraph separators and NEL.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** C0, DEL and C1. */
const OTHER_CONTROLS = /\p{Cc}/gu;

/**
 * A customer-given value as it may appear inside one of the shop's own lines: line breaks become
 * spaces, direction controls and other control characters go, runs of spaces shrink to one. The
 * caller still isolates the result (FSI…PDI) where it sits among other text.
 */
export function oneLine(value: string): string {
  return value
    .replace(LINE_BREAKS, ' ')
    .replace(DIRECTION_CONTROLS, '')
    .replace(OTHER_CONTROLS, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The same for a value that may be absent: stored orders from before this rule read as one line too. */
export const oneLineOrNull = (value: string | null): string | null =>
  value === null ? null : oneLine(value);
