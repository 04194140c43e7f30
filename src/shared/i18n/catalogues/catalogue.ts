import type { EN } from './en.ts';

/** The shop's languages: English (the default, the spec's texts), Arabic and French. */
export type Language = 'en' | 'ar' | 'fr';

export const LANGUAGES: readonly Language[] = ['en', 'ar', 'fr'];

/**
 * The English catalogue's shape with every text widened to `string`: a translation must have every
 * key English has and no other (the type checker fails on a missing or an extra key), arrays and
 * tuples keep their length and element shape, and text functions keep their signatures.
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widen<Result>
    : T extends object
      ? { readonly [Key in keyof T]: Widen<T[Key]> }
      : T;

export type Catalogue = Widen<typeof EN>;

/**
 * What the frame of every page (banner, header) reads: the page awaits only these before
 * its first render, and the whole catalogue comes with the page's content (docs/decisions/106).
 */
export type FrameCatalogue = Pick<Catalogue, 'banner' | 'nav'>;
