// Its own module so that the bundler gives this language's frame texts their own chunk, named
// catalogue-en-….js: the server preloads it on the pages of this language (docs/decisions/106, 121).
import type { FrameCatalogue } from './catalogues/catalogue.ts';
import { EN_BANNER, EN_LANGUAGE, EN_NAV } from './catalogues/en-frame.ts';

export const frame: FrameCatalogue = { banner: EN_BANNER, nav: EN_NAV, language: EN_LANGUAGE };
