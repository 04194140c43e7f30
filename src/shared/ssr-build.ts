/**
 * Where `vite build --ssr` writes the page renderer for a client built into `clientDir`: beside it,
 * never inside it (the server would serve it as a public file).
 */
export function ssrDirOf(clientDir: string): string {
  return `${clientDir.replace(/[/\\]+$/, '')}-ssr`;
}

export const SSR_ENTRY_FILE = 'entry-server.js';

/**
 * In a build folder: the assets of its last build (`assets/…`). The build before it stays in the
 * folder for a shop still running it (docs/decisions/214); readers of the folder keep to these.
 */
export const LAST_BUILD_FILE = '.last-build.json';
