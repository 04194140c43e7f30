// Its own module so that the bundler gives this language its own chunk, named catalogue-fr-….js:
// the server preloads it on the pages of this language (docs/decisions/121).
export { FR as catalogue } from './catalogues/fr.ts';
