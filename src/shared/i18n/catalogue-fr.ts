// Its own module so that the bundler gives this language's frame texts their own chunk, named
// catalogue-fr-….js: the server preloads it on the pages of this language (docs/decisions/106, 121).

import type { FrameCatalogue } from './catalogues/catalogue.ts';
import { FR_BANNER, FR_LANGUAGE, FR_NAV } from './catalogues/fr-frame.ts';

export const frame: FrameCatalogue = { banner: FR_BANNER, nav: FR_NAV, language: FR_LANGUAGE };
