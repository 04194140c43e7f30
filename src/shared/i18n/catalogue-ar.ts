// Its own module so that the bundler gives this language its own chunk, named catalogue-ar-….js:
// the server preloads it on the pages of this language (docs/decisions/121).
export { AR as catalogue } from './catalogues/ar.ts';
