// Its own module so that the bundler gives this language its own chunk, named catalogue-fr-….js:
// the server preloads it on the pages of this language (docs/decisions/121).
export { EN_CATALOGUE as catalogue } from './english-catalogue.ts';
