// Its own module so that the bundler gives this language its own chunk, named catalogue-en-….js:
// the server preloads it on the pages of this language (docs/decisions/121).
export { EN as catalogue } from './catalogues/en.ts';
