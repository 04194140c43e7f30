// Its own module so that the bundler gives this language's frame texts their own chunk, named
// catalogue-ar-….js: the server preloads it on the pages of this language (docs/decisions/106, 121).
import { AR_BANNER, AR_LANGUAGE, AR_NAV } from './catalogues/ar-frame.ts';
import type { FrameCatalogue } from './catalogues/catalogue.ts';

export const frame: FrameCatalogue = { banner: AR_BANNER, nav: AR_NAV, language: AR_LANGUAGE };
