// Its own module so that the bundler gives this language's frame texts their own chunk, named
// catalogue-en-….js: the server preloads it on the pages of this language (docs/decisions/106, 121).
import { BANNER_MESSAGE, NAV_MESSAGES } from '#shared/messages-frame.ts';
import type { FrameCatalogue } from './catalogues/catalogue.ts';

export const frame: FrameCatalogue = { banner: BANNER_MESSAGE, nav: NAV_MESSAGES };
