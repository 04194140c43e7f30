// Its own module so that the bundler gives this language's whole catalogue its own chunk, loaded
// with the page's content after the frame (docs/decisions/106, 121).
export { EN as catalogue } from './catalogues/en.ts';
